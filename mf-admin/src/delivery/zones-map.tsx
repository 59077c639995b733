import { useEffect, useRef } from 'react';
import { useTranslation, type LatLng, type ZoneArea } from 'shared-lib';
import { drawZones, ZONE_COLOURS, useDeliveryMap } from 'shared-lib/map';
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
  const { t } = useTranslation('admin');
  const box = useRef<HTMLDivElement>(null);
  const { opened, ready } = useDeliveryMap(box, {
    center: restaurant,
    zoom: MAP_ZOOM,
    onTap: onPoint,
  });

  useEffect(() => {
    const m = opened.current;
    if (!m) return;
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
  }, [opened, zones, selected, restaurant, ready]);

  return <div ref={box} className="admin-zones-map" role="region" aria-label={t('delivery.mapLabel')} data-testid="zones-map" />;
}
