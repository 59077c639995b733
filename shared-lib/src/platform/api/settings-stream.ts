import { API_BASE_PATH } from '../../contracts/envelope';

/** What a part of the page hears on the public settings stream (GET /settings/events). */
export interface SettingsStreamListener {
  /** The settings changed, or the stream reconnected (changes may have been missed): read them again. */
  settingsChanged?: () => void;
  /** The menu changed (`version`: the API's mark of that change, for reading past a cache), or the stream reconnected. */
  menuChanged?: (version: string | undefined) => void;
}

const listeners = new Map<SettingsStreamListener, { connected: boolean }>();
let source: EventSource | null = null;
/** Whether the open stream has connected once: a listener that joins later hears its next `connected` as a reconnect. */
let sourceConnected = false;

function dataOf(event: Event): { type?: string; version?: string } {
  try {
    return JSON.parse((event as MessageEvent<string>).data) as { type?: string; version?: string };
  } catch {
    return {};
  }
}

/**
 * The page's one public settings stream, whichever parts follow it (the cart's fees and ordering terms, the menu's
 * dishes): one connection per page, not one per part or per open sheet, since diners on a restaurant's Wi-Fi share one
 * address and its stream allowance (STREAMS_PER_CLIENT). Opened with the first listener and closed with the last;
 * EventSource reconnects by itself. Each listener skips the stream's first `connected` it hears (its page came with
 * the settings and menu the server read, or joined before the stream connected) and hears every later one as a
 * reconnect. Returns the function that stops.
 */
export function followSettingsStream(listener: SettingsStreamListener): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  if (!source) {
    sourceConnected = false;
    const opened = new EventSource(`${API_BASE_PATH}/settings/events`);
    opened.addEventListener('settings', (event) => {
      const reconnect = dataOf(event).type === 'connected';
      if (reconnect) sourceConnected = true;
      for (const [each, state] of listeners) {
        if (reconnect && !state.connected) {
          state.connected = true;
          continue;
        }
        each.settingsChanged?.();
        if (reconnect) each.menuChanged?.(undefined);
      }
    });
    opened.addEventListener('menu', (event) => {
      const { version } = dataOf(event);
      for (const each of listeners.keys()) each.menuChanged?.(version);
    });
    source = opened;
  }
  // joined a stream that has connected already: its next `connected` is a reconnect
  listeners.set(listener, { connected: sourceConnected });
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && source) {
      source.close();
      source = null;
      sourceConnected = false;
    }
  };
}
