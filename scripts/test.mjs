// `npm test`: every check of the project, stage by stage, on the Node the scripts run on (Node 24 LTS from the
// registry's platform package: README, "Which Node"). Each stage's time is printed as it ends and in a table at the end,
// so a slow CI run says where its time went. The type-check, the linter, the format check and knip run side by side; then everything is built once;
// then the browser tests run beside the unit and API tests (each line of their output says which it is from: both wait
// on pages, servers and the database as much as they compute, so they share the machine's two cores; each has its own
// ports, databases and data folders); then the resilience run, alone. A failed stage stops the run.
import { spawn } from 'node:child_process';
import { ROOT } from './packages.mjs';
import { requireNode24 } from './node-check.mjs';
import { ensureDebianPackages, ensurePostgres } from './test-setup.mjs';

requireNode24();
console.log(`npm test on Node ${process.version} (${process.execPath})`);
// what the tests need, got or started before any of them runs (scripts/test-setup.mjs)
if (!ensureDebianPackages()) process.exit(1);
const postgres = await ensurePostgres();
if (!postgres) process.exit(1);
process.env.DATABASE_URL = postgres.url;
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void postgres.stop().then(() => process.exit(1)));

/** Runs one command with its output shown (each line prefixed when given); resolves with its exit code. */
function run(command, args, { quiet = false, prefix = '' } = {}) {
  return new Promise((resolve) => {
    const piped = quiet || prefix;
    const child = spawn(command, args, { cwd: ROOT, stdio: piped ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
    let output = '';
    // A prefixed part's failures, printed again after its stage: beside another suite's output, the tools' own
    // reports would be scrolled away (a CI log shows its end only). Kept: each failure's heading (jest's FAIL and ●,
    // Playwright's numbered failures and its tally) with the lines after it, and the part's last lines.
    const lines = [];
    const show = (line) => {
      process.stdout.write(`${prefix}${line}\n`);
      lines.push(line);
    };
    if (piped) {
      const take = (stream) => {
        let partial = '';
        stream.on('data', (d) => {
          if (quiet) return void (output += d);
          const lines = (partial + d).split('\n');
          partial = lines.pop();
          for (const line of lines) show(line);
        });
        stream.on('end', () => partial && !quiet && show(partial));
      };
      take(child.stdout);
      take(child.stderr);
    }
    // 'close', not 'exit': the output's last lines (the tools' summaries) may still be on their way at 'exit'
    child.on('close', (code, signal) => {
      const exit = code ?? (signal ? 1 : 0);
      if (exit !== 0 && prefix)
        output += failureReport(lines)
          .map((l) => `${prefix}${l}\n`)
          .join('');
      resolve({ code: exit, output });
    });
  });
}

/** What a failed part printed about its failures: each heading with up to 25 lines after it (at most 400), then its last 40 lines. */
function failureReport(lines) {
  const heading = /^\s*(FAIL |● |✕ |✘ |\d+\) |\d+ (failed|flaky)$)/;
  const kept = new Set();
  lines.forEach((line, i) => {
    if (heading.test(line)) for (let j = i; j < Math.min(lines.length, i + 26); j++) kept.add(j);
  });
  const failures = [...kept].slice(0, 400).map((i) => lines[i]);
  const cut = kept.size > 400 ? [`… ${kept.size - 400} more lines of failures above`] : [];
  return ['', '--- its failures again:', ...failures, ...cut, '--- its last lines:', ...lines.slice(-40)];
}

/**
 * Lines of work side by side, each a list of commands run one after the other (stopping at the first that fails);
 * each command's time is recorded as a part of the stage.
 */
async function sideBySide(lines, record) {
  const results = await Promise.all(
    lines.map(async (steps) => {
      let last = { code: 0, output: '' };
      for (const { name, command, args, prefix, quiet } of steps) {
        const started = Date.now();
        last = await run(command, args, { prefix, quiet });
        record(name, (Date.now() - started) / 1000, last.code);
        if (last.code !== 0) break;
      }
      return last;
    }),
  );
  // the quiet parts' output, and the failures of the prefixed ones again, once every line has finished
  for (const { output } of results) if (output) process.stdout.write(output);
  return results.find((r) => r.code !== 0)?.code ?? 0;
}

const parts = [];
const STAGES = [
  {
    name: 'type-check, lint, format and unused-code checks (side by side)',
    run: () =>
      sideBySide(
        [
          [{ name: 'type-check', command: 'npm', args: ['run', 'typecheck', '--silent'], quiet: true }],
          [{ name: 'lint', command: 'npm', args: ['run', 'lint', '--silent'], quiet: true }],
          [{ name: 'format check', command: 'npm', args: ['run', 'format:check', '--silent'], quiet: true }],
          [{ name: 'unused files, exports and dependencies (knip)', command: 'npm', args: ['run', 'knip', '--silent'], quiet: true }],
        ],
        (...part) => parts.push(part),
      ),
  },
  { name: 'build', run: async () => (await run('node', ['scripts/build.mjs', '--all'])).code },
  {
    name: 'browser tests beside the unit and API tests',
    run: () =>
      sideBySide(
        [
          [{ name: 'browser tests', command: 'node', args: ['scripts/e2e.mjs'], prefix: '[browser] ' }],
          [{ name: 'unit and API tests', command: 'npm', args: ['run', 'test:unit', '--silent'], prefix: '[unit] ' }],
        ],
        (...part) => parts.push(part),
      ),
  },
  // The resilience run starts, kills and times servers of its own: alone, so what it measures is the site, not a machine
  // shared with two browser-test sites (beside them, a CI run took twice as long and its timings failed).
  { name: 'resilience run (short)', run: async () => (await run('node', ['resilience/run.mjs', '--short', '--no-build'], { prefix: '[resilience] ' })).code },
];

const times = [];
let failed = null;
for (const stage of STAGES) {
  const started = Date.now();
  console.log(`\n=== ${stage.name}`);
  const code = await stage.run();
  const seconds = (Date.now() - started) / 1000;
  times.push([stage.name, seconds, code === 0 ? 'passed' : `failed (exit ${code})`]);
  console.log(`=== ${stage.name}: ${code === 0 ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  if (code !== 0) {
    failed = code;
    break;
  }
}

const total = times.reduce((sum, [, s]) => sum + s, 0);
console.log(`\n| stage | time | result |\n|---|---|---|`);
for (const [name, seconds, result] of times) console.log(`| ${name} | ${(seconds / 60).toFixed(1)} min (${seconds.toFixed(0)} s) | ${result} |`);
for (const [name, seconds, code] of parts)
  console.log(`| · ${name} | ${(seconds / 60).toFixed(1)} min (${seconds.toFixed(0)} s) | ${code === 0 ? 'passed' : `failed (exit ${code})`} |`);
console.log(`| all (Node ${process.version}) | ${(total / 60).toFixed(1)} min | ${failed === null ? 'passed' : 'failed'} |`);
await postgres.stop();
process.exit(failed ?? 0);
