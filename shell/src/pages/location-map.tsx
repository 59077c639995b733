import { useEffect, useRef } from 'react';
import { useTranslation } from 'shared-lib';

const ZOOM = 16;

/**
 * An interactive map (Leaflet with OpenStreetMap tiles), loaded only on this page and only in the browser. Until it
 * has loaded, or where it cannot (no JavaScript, tiles unreachable), the box holds a link to the same place on
 * openstreetmap.org, so the page works offline too.
 */
export function LocationMap({ lat, lng, name }: { lat: number; lng: number; name: string }) {
  const { t } = useTranslation(['common', 'vocabulary']);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let map: { remove(): void } | undefined;
    let live = true;
    void import('./leaflet-map').then(({ showLeafletMap }) =>
      showLeafletMap(box.current, {
        lat,
        lng,
        name,
        zoom: ZOOM,
        texts: { zoomIn: t('vocabulary:map.zoomIn'), zoomOut: t('vocabulary:map.zoomOut'), attribution: t('vocabulary:map.attribution') },
      }).then((shown) => {
        if (live) map = shown;
        else shown?.remove();
      }),
    );
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
