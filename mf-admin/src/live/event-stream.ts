import { API_BASE_PATH, STORAGE_KEYS } from 'shared-lib';

/**
 * Follows a staff event stream (server-sent events) with the bearer token, which EventSource cannot send.
 * Reconnects after a drop; returns a function that stops it.
 */
export function followEvents(path: string, onEvent: (type: string, data: unknown) => void): () => void {
  let stopped = false;
  let controller: AbortController | undefined;
  const run = async () => {
    while (!stopped) {
      controller = new AbortController();
      try {
        const token = localStorage.getItem(STORAGE_KEYS.token);
        const res = await fetch(`${API_BASE_PATH}${path}`, { headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) }, signal: controller.signal });
        if (!res.ok || !res.body) throw new Error(String(res.status));
        const reader = res.body.getReader();
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          let end: number;
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let type = 'message';
            let data = '';
            for (const line of block.split('\n')) {
              if (line.startsWith('event:')) type = line.slice(6).trim();
              if (line.startsWith('data:')) data += line.slice(5).trim();
            }
            if (type !== 'ping' && data) {
              try {
                onEvent(type, JSON.parse(data));
              } catch {
                // not JSON: ignore
              }
            }
          }
        }
      } catch {
        // dropped or refused: try again shortly
      }
      if (!stopped) await new Promise((r) => setTimeout(r, 2000));
    }
  };
  void run();
  return () => {
    stopped = true;
    controller?.abort();
  };
}
