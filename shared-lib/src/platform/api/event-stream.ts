/** One server-sent event: its type (`event:`), its data (parsed as JSON when it is JSON) and its `id:`, if any. */
export interface StreamEvent {
  type: string;
  data: unknown;
  id?: string;
}

/**
 * Reads a text/event-stream body event by event as it arrives, through eventsource-parser (the WHATWG parsing rules:
 * CR, LF or CRLF line ends, multi-line data joined by newlines, `id:` and `retry:`, comments); resolves when the
 * stream ends. The parser is loaded with the first stream (only staff pages and tests read streams this way).
 */
export async function readEventStream(body: ReadableStream<Uint8Array>, onEvent: (event: StreamEvent) => void): Promise<void> {
  const { EventSourceParserStream } = await import('eventsource-parser/stream');
  // (TypeScript's DOM types declare TextDecoderStream's writable side for BufferSource, not Uint8Array: the same bytes.)
  const text = body.pipeThrough(new TextDecoderStream() as unknown as { readable: ReadableStream<string>; writable: WritableStream<Uint8Array> });
  const events = text.pipeThrough(new EventSourceParserStream());
  const reader = events.getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    let data: unknown = value.data;
    try {
      data = value.data ? JSON.parse(value.data) : '';
    } catch {
      // plain text data
    }
    onEvent({ type: value.event ?? 'message', data, ...(value.id ? { id: value.id } : {}) });
  }
}
