// `shared-lib/map`: the site's maps (the location page, the checkout's delivery pin, the staff's delivery zones), on
// Leaflet with OpenStreetMap tiles. Imported only where a map shows and loaded with it: no part's first load carries it.
// Without its tiles (offline, tests) a map still works: the restaurant, the zones and the pin are drawn, not pictures.
import type { Circle, LayerGroup, Map as LeafletMap, Polygon } from 'leaflet';
import type { DeliveryZoneDto } from '../../contracts/delivery';
import type { LatLng } from '../../domain/delivery/delivery-zones';

export type Leaflet = typeof import('leaflet');

const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** The words a map shows, in the page's language. */
export interface MapTexts {
  zoomIn: string;
  zoomOut: string;
  attribution: string;
}

/** Leaflet and its stylesheet, once per page. */
export async function loadLeaflet(): Promise<Leaflet> {
  const [L, css] = await Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]);
  if (!document.getElementById('leaflet-css')) {
    const style = document.createElement('style');
    style.id = 'leaflet-css';
    style.textContent = (css as { default: string }).default;
    document.head.appendChild(style);
  }
  return (L as unknown as { default?: Leaflet }).default ?? L;
}

/** A map in `box` around `center` (undefined when the box left the page while Leaflet loaded). */
export async function openMap(box: HTMLElement | null, { center, zoom, texts }: { center: LatLng; zoom: number; texts: MapTexts }) {
  const L = await loadLeaflet();
  if (!box || !box.isConnected) return undefined;
  const map = L.map(box, { scrollWheelZoom: false, zoomControl: false }).setView([center.lat, center.lng], zoom);
  L.control.zoom({ zoomInTitle: texts.zoomIn, zoomOutTitle: texts.zoomOut }).addTo(map);
  map.attributionControl.setPrefix(false);
  L.tileLayer(OSM_TILES, { maxZoom: 19, attribution: `<a href="https://www.openstreetmap.org/copyright">${texts.attribution}</a>` }).addTo(map);
  box.dataset.map = 'ready';
  return { L, map };
}

/** The restaurant's red dot, named on hover. */
export function drawRestaurant(L: Leaflet, map: LeafletMap, at: LatLng, name: string): void {
  L.circleMarker([at.lat, at.lng], { radius: 10, color: '#7f1d1d', weight: 3, fillColor: '#b91c1c', fillOpacity: 0.9 }).addTo(map).bindTooltip(name);
}

/** One colour per zone, in the order they are tried. */
export const ZONE_COLOURS = ['#166534', '#1d4ed8', '#7c3aed', '#b45309', '#0f766e', '#be185d', '#4d7c0f', '#9f1239', '#0369a1', '#6d28d9'];

/** Draws the zones into `layer` (cleared first), the first on top; returns each zone's shape in the zones' order. */
export function drawZones(L: Leaflet, layer: LayerGroup, restaurant: LatLng, zones: readonly Pick<DeliveryZoneDto, 'area'>[]): Array<Circle | Polygon> {
  layer.clearLayers();
  const shapes = zones.map((zone, i) => {
    const style = { color: ZONE_COLOURS[i % ZONE_COLOURS.length], weight: 2, fillOpacity: 0.08 };
    return zone.area.kind === 'radius'
      ? L.circle([restaurant.lat, restaurant.lng], { ...style, radius: zone.area.radiusKm * 1000 })
      : L.polygon(
          zone.area.ring.map((p) => [p.lat, p.lng] as [number, number]),
          style,
        );
  });
  // the later (larger) first, so the first zone is on top and takes the clicks
  for (const shape of [...shapes].reverse()) shape.addTo(layer);
  return shapes;
}
