/**
 * Lets the browser do what waits (a tap, a paint, a frame) before the caller goes on, so one long piece of start-up
 * work becomes several short tasks: `scheduler.yield()` where the browser has it (Chromium 129+; MDN, Prioritized Task
 * Scheduling API: the rest runs before other tasks of its priority), else a new task.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
