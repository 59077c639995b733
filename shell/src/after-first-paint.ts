/** How long a written page waits for its first paint to be reported before the app starts anyway (a tab opened in
 * the background paints only when shown). */
export const FIRST_PAINT_WAIT_MS = 3000;

/**
 * Runs `run` once the browser reports the page's first contentful paint: the moment the page is on screen, which can
 * come well after the main thread painted it (the compositor presents the frame). Started on the next frame instead,
 * the app competed with that presentation: in some Lighthouse runs the page appeared a second late, after much of the
 * app had run (bench/findings.md). Without paint timing: after the next frame.
 */
export function afterFirstPaint(run: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    setTimeout(run, 0);
  };
  if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    requestAnimationFrame(once);
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    once();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(once, FIRST_PAINT_WAIT_MS);
}
