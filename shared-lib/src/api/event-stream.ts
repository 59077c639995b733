/** One server-sent event: its type (`event:`) and its data (`data:` lines, parsed as JSON when they are JSON). */
export interface StreamEvent {
  type: string;
  data: unknown;
}

/** Splits a text/event-stream body into events as it arrives; resolves when the stream ends. */
export async function readEventStream(body: ReadableStream<Uint8Array>, onEvent: (event: StreamEvent) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
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
      let parsed: unknown = data;
      try {
        parsed = data ? JSON.parse(data) : '';
      } catch {
        // plain text data
      }
      onEvent({ type, data: parsed });
    }
  }
}
