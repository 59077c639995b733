import { drawRestaurant, openMap, type MapTexts } from 'shared-lib/map';

/** The location page's map: the restaurant's dot on OpenStreetMap (shared-lib/map, loaded with this page's map only). */
export async function showLeafletMap(
  box: HTMLDivElement | null,
  { lat, lng, name, zoom, texts }: { lat: number; lng: number; name: string; zoom: number; texts: MapTexts },
): Promise<{ remove(): void } | undefined> {
  const opened = await openMap(box, { center: { lat, lng }, zoom, texts });
  if (!opened) return undefined;
  drawRestaurant(opened.L, opened.map, { lat, lng }, name);
  return opened.map;
}
