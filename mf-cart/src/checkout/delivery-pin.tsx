import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { CircleMarker, LayerGroup, Map as LeafletMap } from 'leaflet';
import { useTranslation, type DeliveryZonesDto } from 'shared-lib';
import { BRAND_NAME, roundToMetre, type LatLng } from 'shared-lib/domain';
import type { Leaflet } from 'shared-lib/map';

/** How close the map opens on the restaurant: the city centre and its nearer districts. */
const MAP_ZOOM = 12;

interface OpenedMap {
  L: Leaflet;
  map: LeafletMap;
  zones: LayerGroup;
  pin: CircleMarker | null;
}

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
  const { t } = useTranslation(['cart', 'vocabulary']);
  const box = useRef<HTMLDivElement>(null);
  const opened = useRef<OpenedMap | null>(null);
  const [locating, setLocating] = useState<'idle' | 'busy' | 'failed'>('idle');
  const tapped = useEffectEvent((at: LatLng) => onPin(at));
  // what the map opens with: read when it opens, not a reason to open it again
  const openingOptions = useEffectEvent(() => ({
    center: delivery.restaurant,
    zoom: MAP_ZOOM,
    texts: { zoomIn: t('vocabulary:map.zoomIn'), zoomOut: t('vocabulary:map.zoomOut'), attribution: t('vocabulary:map.attribution') },
  }));
  // counts the map's openings: the zones and the pin are drawn once it is there
  const [ready, setReady] = useState(0);

  // the map, once
  useEffect(() => {
    let live = true;
    void import('shared-lib/map').then(async ({ openMap, drawRestaurant }) => {
      const options = openingOptions();
      const shown = await openMap(box.current, options);
      if (!shown) return;
      if (!live) return void shown.map.remove();
      drawRestaurant(shown.L, shown.map, options.center, BRAND_NAME);
      const zones = shown.L.layerGroup().addTo(shown.map);
      opened.current = { ...shown, zones, pin: null };
      shown.map.on('click', (e) => tapped(roundToMetre(e.latlng)));
      setReady((n) => n + 1);
    });
    return () => {
      live = false;
      opened.current?.map.remove();
      opened.current = null;
    };
  }, []);

  // the zones, whenever they change; shapes pass a tap through to the map
  useEffect(() => {
    const m = opened.current;
    if (!m) return;
    void import('shared-lib/map').then(({ drawZones }) => {
      const shapes = drawZones(m.L, m.zones, delivery.restaurant, delivery.zones);
      for (const shape of shapes) shape.on('click', (e) => m.map.fire('click', e));
      // the whole delivery area in view
      if (shapes.length > 0) m.map.fitBounds(m.L.featureGroup(shapes).getBounds(), { padding: [8, 8] });
    });
  }, [delivery, ready]);

  // the pin
  useEffect(() => {
    const m = opened.current;
    if (!m) return;
    m.pin?.remove();
    m.pin = pin ? m.L.circleMarker([pin.lat, pin.lng], { radius: 9, color: '#111827', weight: 3, fillColor: '#f59e0b', fillOpacity: 1 }).addTo(m.map) : null;
  }, [pin, ready]);

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
