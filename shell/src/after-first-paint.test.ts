import { afterFirstPaint, FIRST_PAINT_WAIT_MS } from './after-first-paint';

type Callback = (entries: { getEntriesByName: (name: string) => unknown[] }) => void;

/** A browser's paint timing, driven by the test: `paint(name)` reports an entry to the observers. */
function fakePaintTiming() {
  const observers: Callback[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'longtask'];
    constructor(private readonly callback: Callback) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  Object.defineProperty(globalThis, 'PerformanceObserver', { value: FakeObserver, configurable: true, writable: true });
  return {
    paint: (name: string) => [...observers].forEach((cb) => cb({ getEntriesByName: (n) => (n === name ? [{ name }] : []) })),
    observing: () => observers.length,
  };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
});

it('starts once the first contentful paint is reported, not at the first paint, and only once', () => {
  const timing = fakePaintTiming();
  const run = jest.fn();
  afterFirstPaint(run);
  timing.paint('first-paint');
  jest.advanceTimersByTime(10);
  expect(run).not.toHaveBeenCalled();

  timing.paint('first-contentful-paint');
  jest.advanceTimersByTime(1);
  expect(run).toHaveBeenCalledTimes(1);
  expect(timing.observing()).toBe(0);

  jest.advanceTimersByTime(FIRST_PAINT_WAIT_MS);
  expect(run).toHaveBeenCalledTimes(1);
});

it(`starts after ${FIRST_PAINT_WAIT_MS} ms when no paint is reported (a tab opened in the background)`, () => {
  fakePaintTiming();
  const run = jest.fn();
  afterFirstPaint(run);
  jest.advanceTimersByTime(FIRST_PAINT_WAIT_MS - 1);
  expect(run).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  jest.advanceTimersByTime(1); // the app's first task (a timeout of 0 waits 1 ms here)
  expect(run).toHaveBeenCalledTimes(1);
});

it('starts after the next frame where the browser has no paint timing', () => {
  const frame = jest.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
  const run = jest.fn();
  afterFirstPaint(run);
  expect(run).not.toHaveBeenCalled();
  (frame.mock.calls[0]![0] as FrameRequestCallback)(0);
  jest.advanceTimersByTime(1);
  expect(run).toHaveBeenCalledTimes(1);
});
