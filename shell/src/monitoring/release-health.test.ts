import { flushHealth, reportRemoteLoad, reportRenderError, startReleaseHealth } from './release-health';

interface Sent {
  session: string;
  events: Array<{ remote: string; release: string; kind: string; value?: number }>;
}

const sent: Sent[] = [];
beforeAll(() => {
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: Blob) => {
      expect(url).toBe('/api/release-health/reports');
      // (jsdom's Blob has no text(): its FileReader reads it)
      const reader = new FileReader();
      reader.onload = () => sent.push(JSON.parse(reader.result as string) as Sent);
      reader.readAsText(body);
      return true;
    },
  });
  startReleaseHealth();
});
/** Waits until `count` batches have been read (a FileReader answers later on a busy machine), at most 5 s. */
async function received(count: number): Promise<void> {
  const until = Date.now() + 5000;
  while (sent.length < count && Date.now() < until) await new Promise((done) => setTimeout(done, 20));
}

describe("what the browser reports of the remotes' releases", () => {
  it('a tab outside the sample reports only the remote it got as a release on a share: its visit, a render error, an uncaught error from its files', async () => {
    sessionStorage.setItem('PizzaInn_health_sampled', '0');
    reportRemoteLoad('mf_menu', 'loaded', '1.0.0', 'http://127.0.0.1:3001/mf-manifest.json', false);
    reportRemoteLoad('mf_cart', 'loaded', '1.2.0', 'http://127.0.0.1:3002/releases/1.2.0/mf-manifest.json', true);
    reportRenderError('mf_cart');
    reportRenderError('mf_menu');
    window.dispatchEvent(new ErrorEvent('error', { filename: 'http://127.0.0.1:3002/releases/1.2.0/cart.1a2b3c4d5e.js', message: 'boom' }));
    // an error of the shell's own files is no remote's
    window.dispatchEvent(new ErrorEvent('error', { filename: 'http://127.0.0.1:3000/main.js', message: 'not theirs' }));
    window.dispatchEvent(new Event('pagehide'));
    await received(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.session).toMatch(/^[0-9a-f]{24}$/);
    expect(sent[0]!.events).toEqual([
      { remote: 'mf_cart', release: '1.2.0', kind: 'visit' },
      { remote: 'mf_cart', release: '1.2.0', kind: 'render-error' },
      { remote: 'mf_cart', release: '1.2.0', kind: 'uncaught-error' },
    ]);
    // a second load of the remote on the same page is no second visit; the same tab keeps its session id
    reportRemoteLoad('mf_cart', 'loaded', '1.2.0', 'http://127.0.0.1:3002/releases/1.2.0/mf-manifest.json', true);
    reportRenderError('mf_cart');
    flushHealth();
    await received(2);
    expect(sent[1]).toEqual({ session: sent[0]!.session, events: [{ remote: 'mf_cart', release: '1.2.0', kind: 'render-error' }] });
  });

  it('a failed load is a load error once, not a render error too', async () => {
    sent.length = 0;
    reportRemoteLoad('mf_booking', 'failed', null, 'http://127.0.0.1:3003/mf-manifest.json', true);
    reportRenderError('mf_booking');
    flushHealth();
    await received(1);
    expect(sent[0]!.events).toEqual([{ remote: 'mf_booking', release: 'unknown', kind: 'load-error' }]);
  });

  it('nothing queued, nothing sent', async () => {
    sent.length = 0;
    flushHealth();
    await new Promise((done) => setTimeout(done, 200));
    expect(sent).toEqual([]);
  });
});
