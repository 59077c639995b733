import { useCallback } from 'react';
import { useSelector, useTranslation, selectPublicSettings, type RootState } from 'shared-lib';
import { kitchenStationsOf, type KitchenStation, type Language } from 'shared-lib/domain';
import type { AdminOrder } from './admin-order';

/** The restaurant's kitchen stations (from the settings the host put in the store), and a station's name in the staff's language. */
export function useKitchenStations(): { stations: readonly KitchenStation[]; nameOf: (id: string) => string } {
  const { i18n } = useTranslation('admin');
  const lang = i18n.language as Language;
  const stations = kitchenStationsOf(useSelector((state: RootState) => selectPublicSettings(state))?.ordering?.stations);
  const nameOf = useCallback((id: string) => stations.find((s) => s.id === id)?.name[lang] ?? id, [stations, lang]);
  return { stations, nameOf };
}

/** The station a line of an order goes to (lines of orders from before stations: the first station). */
function stationOfLine(order: AdminOrder, index: number, fallback: string): string {
  return order.lines?.[index]?.station ?? fallback;
}

/** Each order's parts, by station: the board's orders never change in place (a change is a new object). */
const partsOf = new WeakMap<AdminOrder, Map<string, AdminOrder | null>>();

/**
 * An order as one station sees it: only its lines (and their marks), or null when it has none. The order's code,
 * place, note and status stay as they are. The same order gives the same part, so a station's ticket re-renders only
 * when its order changes, not on every other order's event (at a Friday's rate, every ticket of a mixed order did).
 */
export function orderForStation(order: AdminOrder, station: string, fallback: string): AdminOrder | null {
  const parts = partsOf.get(order) ?? new Map<string, AdminOrder | null>();
  partsOf.set(order, parts);
  const key = `${station}\n${fallback}`;
  if (!parts.has(key)) parts.set(key, partOf(order, station, fallback));
  return parts.get(key)!;
}

function partOf(order: AdminOrder, station: string, fallback: string): AdminOrder | null {
  const keep = order.items.map((_, i) => stationOfLine(order, i, fallback) === station);
  if (!keep.includes(true)) return null;
  if (!keep.includes(false)) return order;
  return { ...order, items: order.items.filter((_, i) => keep[i]), lines: order.lines?.filter((_, i) => keep[i]) };
}

/** Whether a station is done with an order: every one of its lines is marked done. */
export function stationDone(order: AdminOrder): boolean {
  return Boolean(order.lines && order.lines.length > 0 && order.lines.every((l) => l.done));
}

/** The order split into one part per station, in the stations' order: what its tickets print, one per station. */
export function stationParts(order: AdminOrder, stations: readonly KitchenStation[]): Array<{ station: string; order: AdminOrder }> {
  const fallback = stations[0]?.id ?? 'kitchen';
  const ids = [...stations.map((s) => s.id), ...new Set((order.lines ?? []).map((l) => l.station))];
  return [...new Set(ids)].flatMap((station) => {
    const part = orderForStation(order, station, fallback);
    return part ? [{ station, order: part }] : [];
  });
}
