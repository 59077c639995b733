// Child processes of the benchmark: each in its own process group, all stopped on exit (even on failure).
import { spawn } from 'node:child_process';

const children = new Set();

/** Spawns a command in its own process group; the benchmark stops it (and its children) when it ends. */
export function spawnTracked(command, args, options = {}) {
  const child = spawn(command, args, { ...options, detached: true });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

/** Stops one tracked child and everything it started (SIGTERM, then SIGKILL after `graceMs`). */
export function stopChild(child, graceMs = 5000) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      killGroup(child.pid, 'SIGKILL'); // leftovers of the group, e.g. a browser
      return resolve();
    }
    const timer = setTimeout(() => killGroup(child.pid, 'SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      killGroup(child.pid, 'SIGKILL');
      resolve();
    });
    killGroup(child.pid, 'SIGTERM');
  });
}

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

export async function stopAll() {
  await Promise.all([...children].map((c) => stopChild(c)));
}

/** Last resort on a hard exit: no waiting is possible, so kill every group at once. */
export function killAllNow() {
  for (const c of children) killGroup(c.pid, 'SIGKILL');
}

/** Runs a command to its end; resolves with its exit code, output and duration. Killed after `timeoutMs`. */
export function run(command, args, { timeoutMs = 600000, env, cwd } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawnTracked(command, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      void stopChild(child, 2000);
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code: timedOut ? -1 : code, out, ms: Date.now() - started, timedOut });
    });
  });
}

/** Polls a URL until it answers 2xx, or throws after `timeoutMs` (or when `child` exits). */
export async function waitForHttp(url, { timeoutMs = 60000, child } = {}) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process serving it exited with code ${child.exitCode}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
