import { followSettingsStream } from './settings-stream';

/** A stand-in for the browser's EventSource: the test sends its events. */
class FakeSource {
  static all: FakeSource[] = [];
  closed = false;
  private readonly handlers = new Map<string, Array<(e: MessageEvent) => void>>();
  constructor(readonly url: string) {
    FakeSource.all.push(this);
  }
  addEventListener(type: string, handler: (e: MessageEvent) => void) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler]);
  }
  send(type: string, data: unknown) {
    for (const h of this.handlers.get(type) ?? []) h({ data: JSON.stringify(data) } as MessageEvent);
  }
  close() {
    this.closed = true;
  }
}

beforeAll(() => {
  (globalThis as { EventSource?: unknown }).EventSource = FakeSource;
});
afterAll(() => {
  delete (globalThis as { EventSource?: unknown }).EventSource;
});
beforeEach(() => {
  FakeSource.all = [];
});

it('is one stream for every part of the page, closed with the last; each part skips its first connect and hears reconnects and changes', () => {
  const heard: string[] = [];
  const stopFees = followSettingsStream({ settingsChanged: () => heard.push('fees: settings') });
  const stopMenu = followSettingsStream({ menuChanged: (version) => heard.push(`menu: ${version ?? 'reconnect'}`) });
  expect(FakeSource.all.map((s) => s.url)).toEqual(['/api/settings/events']);
  const [source] = FakeSource.all;
  source!.send('settings', { type: 'connected' });
  expect(heard).toEqual([]);
  source!.send('settings', { type: 'changed' });
  source!.send('menu', { type: 'changed', version: '1764412800000' });
  source!.send('settings', { type: 'connected' });
  expect(heard).toEqual(['fees: settings', 'menu: 1764412800000', 'fees: settings', 'menu: reconnect']);
  stopFees();
  expect(source!.closed).toBe(false);
  stopMenu();
  expect(source!.closed).toBe(true);
});

it('a part that joins a connected stream hears its next connect as a reconnect; one that opens a new stream skips its first', () => {
  const heard: string[] = [];
  const stopMenu = followSettingsStream({ menuChanged: () => heard.push('menu') });
  FakeSource.all[0]!.send('settings', { type: 'connected' });
  const stopFees = followSettingsStream({ settingsChanged: () => heard.push('fees') });
  FakeSource.all[0]!.send('settings', { type: 'connected' });
  expect(heard).toEqual(['menu', 'fees']);
  // the page moves on: the last part leaves, the next opens a stream of its own, whose first connect is no reconnect
  stopMenu();
  stopFees();
  heard.length = 0;
  const stopCart = followSettingsStream({ settingsChanged: () => heard.push('cart') });
  expect(FakeSource.all).toHaveLength(2);
  FakeSource.all[1]!.send('settings', { type: 'connected' });
  expect(heard).toEqual([]);
  stopCart();
});
