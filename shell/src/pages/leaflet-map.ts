import type { TFunction } from 'i18next';

const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** Leaflet and its stylesheet, fetched with the location page's map only (location-map.tsx). */
export async function showLeafletMap(
  box: HTMLDivElement | null,
  { lat, lng, name, zoom, t }: { lat: number; lng: number; name: string; zoom: number; t: TFunction },
): Promise<{ remove(): void } | undefined> {
  const [{ default: L }, css] = await Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]);
  if (!box || !box.isConnected) return undefined;
  if (!document.getElementById('leaflet-css')) {
    const style = document.createElement('style');
    style.id = 'leaflet-css';
    style.textContent = (css as { default: string }).default;
    document.head.appendChild(style);
  }
  const map = L.map(box, { scrollWheelZoom: false, zoomControl: false }).setView([lat, lng], zoom);
  L.control.zoom({ zoomInTitle: t('location.zoomIn'), zoomOutTitle: t('location.zoomOut') }).addTo(map);
  map.attributionControl.setPrefix(false);
  L.tileLayer(OSM_TILES, { maxZoom: 19, attribution: `<a href="https://www.openstreetmap.org/copyright">${t('location.mapAttribution')}</a>` }).addTo(map);
  // A drawn marker (no marker pictures to resolve): the restaurant's red dot.
  L.circleMarker([lat, lng], { radius: 10, color: '#7f1d1d', weight: 3, fillColor: '#b91c1c', fillOpacity: 0.9 }).addTo(map).bindTooltip(name);
  box.dataset.map = 'ready';
  return map;
}
