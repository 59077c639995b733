import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { LayerGroup, Map as LeafletMap } from 'leaflet';
import { useTranslation } from 'shared-lib';
import { BRAND_NAME, roundToMetre, type LatLng, type ZoneArea } from 'shared-lib/domain';
import type { Leaflet } from 'shared-lib/map';
import type { ZoneDraft } from './delivery-zones-page';

const MAP_ZOOM = 11;

/** A drafted zone's area as far as it can be drawn yet (a distance not a number yet, or fewer than 2 points: none). */
function areaOf(zone: ZoneDraft): ZoneArea | null {
  if (zone.kind === 'polygon') return zone.ring.length >= 2 ? { kind: 'polygon', ring: zone.ring } : null;
  const km = Number(zone.radiusKm.replace(',', '.'));
  return Number.isFinite(km) && km > 0 ? { kind: 'radius', radiusKm: km } : null;
}

/**
 * The zones on a map (shared-lib/map, loaded with it): each in its colour, the one being edited thicker with its
 * corners marked; a click adds a corner to the edited zone when it is drawn. Works without its tiles.
 */
export function ZonesMap({
  restaurant,
  zones,
  selected,
  onPoint,
}: {
  restaurant: LatLng;
  zones: ZoneDraft[];
  selected: number;
  onPoint: (at: LatLng) => void;
}) {
  const { t } = useTranslation(['admin', 'vocabulary']);
  const box = useRef<HTMLDivElement>(null);
  const opened = useRef<{ L: Leaflet; map: LeafletMap; layer: LayerGroup } | null>(null);
  const [ready, setReady] = useState(0);
  const clicked = useEffectEvent((at: LatLng) => onPoint(at));
  const openingOptions = useEffectEvent(() => ({
    center: restaurant,
    zoom: MAP_ZOOM,
    texts: { zoomIn: t('vocabulary:map.zoomIn'), zoomOut: t('vocabulary:map.zoomOut'), attribution: t('vocabulary:map.attribution') },
  }));

  useEffect(() => {
    let live = true;
    void import('shared-lib/map').then(async ({ openMap, drawRestaurant }) => {
      const options = openingOptions();
      const shown = await openMap(box.current, options);
      if (!shown) return;
      if (!live) return void shown.map.remove();
      drawRestaurant(shown.L, shown.map, options.center, BRAND_NAME);
      opened.current = { ...shown, layer: shown.L.layerGroup().addTo(shown.map) };
      shown.map.on('click', (e) => clicked(roundToMetre(e.latlng)));
      setReady((n) => n + 1);
    });
    return () => {
      live = false;
      opened.current?.map.remove();
      opened.current = null;
    };
  }, []);

  useEffect(() => {
    const m = opened.current;
    if (!m) return;
    void import('shared-lib/map').then(({ drawZones, ZONE_COLOURS }) => {
      const drawn = zones.map((zone) => ({ area: areaOf(zone) ?? { kind: 'polygon' as const, ring: [] } }));
      const shapes = drawZones(m.L, m.layer, restaurant, drawn);
      shapes.forEach((shape, i) => {
        shape.on('click', (e) => m.map.fire('click', e));
        if (i === selected) shape.setStyle({ weight: 4, fillOpacity: 0.15 });
      });
      // the edited zone's corners, in order
      const edited = zones[selected];
      if (edited?.kind === 'polygon')
        edited.ring.forEach((p, n) =>
          m.L.circleMarker([p.lat, p.lng], { radius: 5, color: ZONE_COLOURS[selected % ZONE_COLOURS.length], weight: 2, fillColor: '#fff', fillOpacity: 1 })
            .bindTooltip(String(n + 1))
            .addTo(m.layer),
        );
    });
  }, [zones, selected, restaurant, ready]);

  return <div ref={box} className="admin-zones-map" role="region" aria-label={t('delivery.mapLabel')} data-testid="zones-map" />;
}
