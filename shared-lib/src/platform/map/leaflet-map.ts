// `shared-lib/map`: the site's maps (the location page, the checkout's delivery pin, the staff's delivery zones), on
// Leaflet with OpenStreetMap tiles. Imported only where a map shows; Leaflet itself loads with the map: no part's first
// load carries it.
// Without its tiles (offline, tests) a map still works: the restaurant, the zones and the pin are drawn, not pictures.
import type { Circle, LayerGroup, Map as LeafletMap, Polygon } from 'leaflet';
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import type { DeliveryZoneDto } from '../../contracts/delivery';
import type { LatLng } from '../../domain/delivery/delivery-zones';
// From the package itself, not by path: in a remote's build these are the shell's shared-lib (the federation singleton).
import { BRAND_NAME, roundToMetre, useTranslation } from 'shared-lib';

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

/** A map the hook opened: Leaflet, the map, and a layer for the caller's shapes. */
export interface OpenedMap {
  L: Leaflet;
  map: LeafletMap;
  layer: LayerGroup;
}

/**
 * A delivery map in `box`, opened once (Leaflet loaded with it) around the restaurant, drawn as its red dot; a tap anywhere
 * is reported as a point rounded to the metre. `ready` counts the map's openings: effects that draw on it depend on it.
 * Closed when the component leaves. The options are read when the map opens, not a reason to open it again.
 */
export function useDeliveryMap(
  box: RefObject<HTMLElement | null>,
  options: { center: LatLng; zoom: number; onTap: (at: LatLng) => void },
): { opened: RefObject<OpenedMap | null>; ready: number } {
  const { t } = useTranslation('vocabulary');
  const opened = useRef<OpenedMap | null>(null);
  const [ready, setReady] = useState(0);
  const tapped = useEffectEvent((at: LatLng) => options.onTap(at));
  const openingOptions = useEffectEvent(() => ({
    center: options.center,
    zoom: options.zoom,
    texts: { zoomIn: t('map.zoomIn'), zoomOut: t('map.zoomOut'), attribution: t('map.attribution') },
  }));
  useEffect(() => {
    let live = true;
    void (async () => {
      const at = openingOptions();
      const shown = await openMap(box.current, at);
      if (!shown) return;
      if (!live) return void shown.map.remove();
      drawRestaurant(shown.L, shown.map, at.center, BRAND_NAME);
      opened.current = { ...shown, layer: shown.L.layerGroup().addTo(shown.map) };
      shown.map.on('click', (e) => tapped(roundToMetre(e.latlng)));
      setReady((n) => n + 1);
    })();
    return () => {
      live = false;
      opened.current?.map.remove();
      opened.current = null;
    };
  }, [box]);
  return { opened, ready };
}
