import { useEffect, useRef, useState } from 'react';
import type { CircleMarker } from 'leaflet';
import { roundToMetre, useTranslation, type DeliveryZonesDto, type LatLng } from 'shared-lib';
import { drawZones, useDeliveryMap } from 'shared-lib/map';

/** How close the map opens on the restaurant: the city centre and its nearer districts. */
const MAP_ZOOM = 12;

/**
 * Where a delivery goes: a map of the delivery zones (shared-lib/map, loaded with it) on which the diner taps their
 * place, or shares their location, or pans (arrow keys too) and puts the pin in the middle. The zone holding the pin
 * prices the delivery (the checkout says it under the map); the server checks it again.
 */
export function DeliveryPin({
  delivery,
  pin,
  onPin,
  invalid,
  describedBy,
}: {
  delivery: DeliveryZonesDto;
  pin: LatLng | null;
  onPin: (pin: LatLng) => void;
  invalid: boolean;
  describedBy: string;
}) {
  const { t } = useTranslation('cart');
  const box = useRef<HTMLDivElement>(null);
  const { opened, ready } = useDeliveryMap(box, {
    center: delivery.restaurant,
    zoom: MAP_ZOOM,
    onTap: onPin,
  });
  const pinMarker = useRef<CircleMarker | null>(null);
  const [locating, setLocating] = useState<'idle' | 'busy' | 'failed'>('idle');

  // the zones, whenever they change; shapes pass a tap through to the map
  useEffect(() => {
    const m = opened.current;
    if (!m) return;
    const shapes = drawZones(m.L, m.layer, delivery.restaurant, delivery.zones);
    for (const shape of shapes) shape.on('click', (e) => m.map.fire('click', e));
    // the whole delivery area in view
    if (shapes.length > 0) m.map.fitBounds(m.L.featureGroup(shapes).getBounds(), { padding: [8, 8] });
  }, [opened, delivery, ready]);

  // the pin
  useEffect(() => {
    const m = opened.current;
    if (!m) return;
    pinMarker.current?.remove();
    pinMarker.current = pin
      ? m.L.circleMarker([pin.lat, pin.lng], { radius: 9, color: '#111827', weight: 3, fillColor: '#f59e0b', fillOpacity: 1 }).addTo(m.map)
      : null;
  }, [opened, pin, ready]);

  const useMyLocation = () => {
    if (!navigator.geolocation) return setLocating('failed');
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating('idle');
        const at = roundToMetre({ lat: position.coords.latitude, lng: position.coords.longitude });
        onPin(at);
        opened.current?.map.setView([at.lat, at.lng], Math.max(opened.current.map.getZoom(), 14));
      },
      () => setLocating('failed'),
      { enableHighAccuracy: true, timeout: 10000, maximumAge: 0 },
    );
  };
  const pinMiddle = () => {
    const centre = opened.current?.map.getCenter();
    if (centre) onPin(roundToMetre(centre));
  };

  return (
    <div className="cart-pin">
      <div
        ref={box}
        className={`cart-pin-map${invalid ? ' is-invalid' : ''}`}
        role="region"
        aria-label={t('zone.mapLabel')}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        data-testid="delivery-map"
      />
      <div className="cart-pin-actions">
        <button type="button" className="cart-secondary" onClick={useMyLocation} disabled={locating === 'busy'}>
          {locating === 'busy' ? t('zone.locating') : t('zone.useLocation')}
        </button>
        <button type="button" className="cart-link-button" onClick={pinMiddle}>
          {t('zone.pinHere')}
        </button>
      </div>
      {locating === 'failed' && (
        <p className="cart-error" role="alert">
          {t('zone.locationFailed')}
        </p>
      )}
    </div>
  );
}
