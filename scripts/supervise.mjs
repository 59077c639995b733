// Keeps an API process running for `npm start` and `npm run start:cluster`: a process that ends by itself, by a signal
// (SIGKILL, the kernel's out-of-memory killer) or with an exit code, is said to have stopped in one line and is started
// again after a back-off (1 s, doubling to 30 s; back to 1 s once a process has run a minute), while the site stays up
// and answers /api with 503 meanwhile. A first start that exits with a code (a refused setting) is not retried: the
// caller is told, as the process's own message already says what to change. docs/deployment.md gives the production equivalent
// (systemd's Restart=on-failure, a container's restart policy).
import { spawn } from 'node:child_process';

const FIRST_DELAY_MS = 1000;
const LONGEST_DELAY_MS = 30000;
/** A process that ran this long is healthy again: the next restart waits the shortest time. */
const STEADY_MS = 60000;

/** What ended a child process, in words. */
export function howItEnded(code, signal) {
  if (signal === 'SIGKILL') return 'was killed (SIGKILL: out of memory, or killed by hand)';
  if (signal) return `was ended by ${signal}`;
  return `exited with code ${code}`;
}

async function answers(url) {
  return fetch(url, { signal: AbortSignal.timeout(2000) }).then(
    (r) => r.ok,
    () => false,
  );
}

/**
 * Starts `node <args>` with `env` and keeps it running. `healthUrl` is polled to know when a start has succeeded.
 * Returns `{ ready, stop }`: `ready` resolves once the first start answers (rejects if it ends before), `stop()` ends it
 * for good.
 */
export function superviseApi({ name, args, env, healthUrl, stdio = 'inherit', log = console.error, startTimeoutMs = 60000 }) {
  let child;
  let stopping = false;
  let delay = FIRST_DELAY_MS;
  let restarts = 0;
  let timer;
  let resolveReady;
  let rejectReady;
  const ready = new Promise((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  // a start refused before the caller awaits `ready` is still the caller's to report, not an unhandled rejection
  ready.catch(() => undefined);
  let everReady = false;

  const start = () => {
    const startedAt = Date.now();
    child = spawn(process.execPath, args, { env, stdio });
    const current = child;
    let up = false;
    let timedOut = false;
    // a process that cannot be started at all (no memory, too many processes) ends with an 'error' and no 'exit'
    current.on('error', (error) => {
      if (stopping) return;
      if (!everReady) rejectReady(new Error(`${name} could not be started: ${error.message}.`));
      else if (current.pid === undefined) restartLater(`could not be started again (${error.message})`, startedAt);
    });
    void (async () => {
      const until = Date.now() + startTimeoutMs;
      while (!stopping && current.exitCode === null && current.signalCode === null && Date.now() < until) {
        if (await answers(healthUrl)) {
          up = true;
          if (!everReady) {
            everReady = true;
            resolveReady();
          } else log(`${name} is answering again (restart ${restarts}).`);
          return;
        }
        await new Promise((r) => setTimeout(r, 250));
      }
      if (!up && !stopping && current.exitCode === null && current.signalCode === null) {
        if (!everReady) rejectReady(new Error(`${name} did not answer at ${healthUrl} within ${startTimeoutMs / 1000} s.`));
        timedOut = true;
        current.kill('SIGKILL');
      }
    })();
    current.on('exit', (code, signal) => {
      if (stopping) return;
      // Before it ever answered: an exit with a code is a refused start (a bad setting says so and exits 1), not
      // retried; an end by a signal (killed while starting, or just after answering its first health check, before
      // this poll saw it) is a crash like any other.
      if (!everReady && (signal === null || timedOut)) {
        rejectReady(new Error(`${name} ${howItEnded(code, signal)} before it answered.`));
        return;
      }
      restartLater(timedOut ? `did not answer within ${startTimeoutMs / 1000} s and was ended` : howItEnded(code, signal), startedAt);
    });
  };
  /** Says how the process ended and starts another after the back-off. */
  const restartLater = (how, startedAt) => {
    if (Date.now() - startedAt >= STEADY_MS) delay = FIRST_DELAY_MS;
    restarts += 1;
    log(`${name} ${how}; the site stays up (its /api answers 503), restarting it in ${delay / 1000} s (restart ${restarts}).`);
    timer = setTimeout(start, delay);
    delay = Math.min(LONGEST_DELAY_MS, delay * 2);
  };
  start();

  return {
    ready,
    get pid() {
      return child?.pid;
    },
    stop(signal = 'SIGTERM') {
      stopping = true;
      clearTimeout(timer);
      if (!child || child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
      return new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill(signal);
      });
    },
  };
}
