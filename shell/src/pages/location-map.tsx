import { useEffect, useRef } from 'react';
import { useTranslation } from 'shared-lib';

const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ZOOM = 16;

/**
 * An interactive map (Leaflet with OpenStreetMap tiles), loaded only on this page and only in the browser. Until it
 * has loaded, or where it cannot (no JavaScript, tiles unreachable), the box holds a link to the same place on
 * openstreetmap.org, so the page works offline too.
 */
export function LocationMap({ lat, lng, name }: { lat: number; lng: number; name: string }) {
  const { t } = useTranslation('common');
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let map: { remove(): void } | undefined;
    let live = true;
    void Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]).then(([{ default: L }, css]) => {
      if (!live || !box.current) return;
      if (!document.getElementById('leaflet-css')) {
        const style = document.createElement('style');
        style.id = 'leaflet-css';
        style.textContent = (css as { default: string }).default;
        document.head.appendChild(style);
      }
      const m = L.map(box.current, { scrollWheelZoom: false, zoomControl: false }).setView([lat, lng], ZOOM);
      L.control.zoom({ zoomInTitle: t('location.zoomIn'), zoomOutTitle: t('location.zoomOut') }).addTo(m);
      m.attributionControl.setPrefix(false);
      L.tileLayer(OSM_TILES, { maxZoom: 19, attribution: `<a href="https://www.openstreetmap.org/copyright">${t('location.mapAttribution')}</a>` }).addTo(m);
      // A drawn marker (no marker pictures to resolve): the restaurant's red dot.
      L.circleMarker([lat, lng], { radius: 10, color: '#7f1d1d', weight: 3, fillColor: '#b91c1c', fillOpacity: 0.9 }).addTo(m).bindTooltip(name);
      box.current.dataset.map = 'ready';
      map = m;
    });
    return () => {
      live = false;
      map?.remove();
    };
  }, [lat, lng, name, t]);
  const osm = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${ZOOM}/${lat}/${lng}`;
  return (
    <figure className="location-map">
      <div ref={box} className="location-map-box" role="region" aria-label={t('location.mapLabel')} data-testid="location-map" />
      <figcaption>
        <a href={osm} target="_blank" rel="noopener noreferrer" data-testid="map-fallback">
          {t('location.mapFallback')}
        </a>
      </figcaption>
    </figure>
  );
}
