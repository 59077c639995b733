import { useSyncExternalStore } from 'react';
import { API_BASE_PATH, apiClient, readEventStream } from 'shared-lib';
import { STORAGE_KEYS } from 'shared-lib/domain';

/**
 * Whether a followed stream is open now: 'connecting' until it first opens, then 'live' or 'reconnecting'; 'ended' when
 * the API refused the session (signed out elsewhere, or no longer allowed).
 */
export type StreamState = 'connecting' | 'live' | 'reconnecting' | 'ended';
const states = new Map<string, StreamState>();
const listeners = new Set<() => void>();
function setState(path: string, state: StreamState | undefined) {
  if (states.get(path) === state) return;
  if (state) states.set(path, state);
  else states.delete(path);
  for (const listener of listeners) listener();
}

/**
 * The state of the stream at `path` as the page that follows it shows it: a page that says its data arrives live says
 * so only while its stream is open, and says it is reconnecting when the stream has dropped (offline, a server gone).
 */
export function useStreamState(path: string): StreamState {
  return useSyncExternalStore(
    subscribe,
    () => states.get(path) ?? 'connecting',
    () => 'connecting',
  );
}
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Follows a staff event stream (server-sent events) with the bearer token, which EventSource cannot send.
 * Reconnects after a drop, not after the API refuses the session (401/403); returns a function that stops it.
 * These streams do not replay what was sent while they were away: `onReconnect` is called each time a stream opens
 * again after a drop, for the page to read what it shows again (a page showing nothing it missed is not live).
 */
export function followEvents(path: string, onEvent: (type: string, data: unknown) => void, onReconnect?: () => void): () => void {
  let stopped = false;
  let controller: AbortController | undefined;
  let opened = false;
  setState(path, 'connecting');
  // Offline, an open stream may hang rather than fail: it is dropped at once (and opened again when back online).
  const dropStream = () => {
    controller?.abort();
    if (opened) setState(path, 'reconnecting');
  };
  window.addEventListener('offline', dropStream);
  const run = async () => {
    while (!stopped) {
      controller = new AbortController();
      try {
        // A reconnect after a while may find the 15-minute token run out: swap it first, as every API call does.
        await apiClient.refreshSessionIfDue();
        const token = localStorage.getItem(STORAGE_KEYS.token);
        const res = await fetch(`${API_BASE_PATH}${path}`, {
          headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
          signal: controller.signal,
        });
        // Signed out, or no longer allowed: the stream is over for this page (the next request sends them to the login).
        if (res.status === 401 || res.status === 403) {
          stopped = true;
          setState(path, 'ended');
          break;
        }
        if (!res.ok || !res.body) throw new Error(String(res.status));
        if (opened) onReconnect?.();
        opened = true;
        setState(path, 'live');
        await readEventStream(res.body, ({ type, data }) => {
          if (type !== 'ping' && data !== '') onEvent(type, data);
        });
      } catch {
        // dropped or refused: try again shortly
      }
      if (opened && !stopped) setState(path, 'reconnecting');
      if (!stopped) await new Promise((r) => setTimeout(r, 2000));
    }
  };
  void run();
  return () => {
    stopped = true;
    window.removeEventListener('offline', dropStream);
    controller?.abort();
    setState(path, undefined);
  };
}
