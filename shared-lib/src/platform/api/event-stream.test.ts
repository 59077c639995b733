import { readEventStream, type StreamEvent } from './event-stream';

it('splits a stream into typed events, across chunk boundaries', async () => {
  const chunks = ['event: status\ndata: {"status":"con', 'firmed"}\n\nevent: ping\ndata: \n\n', 'data: plain\n\n'];
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(new TextEncoder().encode(c));
      controller.close();
    },
  });
  const events: StreamEvent[] = [];
  await readEventStream(body, (e) => events.push(e));
  expect(events).toEqual([
    { type: 'status', data: { status: 'confirmed' } },
    { type: 'ping', data: '' },
    { type: 'message', data: 'plain' },
  ]);
});

it('follows the event-stream rules a hand-written splitter missed: CRLF line ends, multi-line data, ids and comments', async () => {
  const text =
    ': a comment\r\nevent: chat\r\nid: 41\r\ndata: first line\r\ndata: second line\r\n\r\nretry: 5000\r\nevent: status\r\ndata: {"status":"ready"}\r\n\r\n';
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(text));
      controller.close();
    },
  });
  const events: StreamEvent[] = [];
  await readEventStream(body, (e) => events.push(e));
  expect(events).toEqual([
    { type: 'chat', data: 'first line\nsecond line', id: '41' },
    { type: 'status', data: { status: 'ready' } },
  ]);
});
