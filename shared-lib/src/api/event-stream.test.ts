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
