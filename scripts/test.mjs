// `npm test`: every check of the project, stage by stage, on the Node the scripts run on (the `node` package, a
// current LTS: README). Each stage's time is printed as it ends and in a table at the end, so a slow CI run says where
// its time went. The type-check, the linter and the format check run side by side; then everything is built once;
// then the browser tests run beside the unit and API tests (each line of their output says which it is from: the
// browser suite waits on pages and servers as much as it computes, so the two share the machine's cores); then the
// resilience run. A failed stage stops the run.
import { spawn } from 'node:child_process';
import { ROOT } from './packages.mjs';

console.log(`npm test on Node ${process.version} (${process.execPath})`);

/** Runs one command with its output shown (each line prefixed when given); resolves with its exit code. */
function run(command, args, { quiet = false, prefix = '' } = {}) {
  return new Promise((resolve) => {
    const piped = quiet || prefix;
    const child = spawn(command, args, { cwd: ROOT, stdio: piped ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
    let output = '';
    if (piped) {
      const take = (stream) => {
        let partial = '';
        stream.on('data', (d) => {
          if (quiet) return void (output += d);
          const lines = (partial + d).split('\n');
          partial = lines.pop();
          for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
        });
        stream.on('end', () => partial && !quiet && process.stdout.write(`${prefix}${partial}\n`));
      };
      take(child.stdout);
      take(child.stderr);
    }
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

/** Several commands side by side; each one's time is recorded as a part of the stage. */
async function sideBySide(parts, record) {
  const results = await Promise.all(
    parts.map(async ({ name, command, args, prefix, quiet }) => {
      const started = Date.now();
      const result = await run(command, args, { prefix, quiet });
      record(name, (Date.now() - started) / 1000, result.code);
      return result;
    }),
  );
  for (const { output } of results) if (output) process.stdout.write(output);
  return results.find((r) => r.code !== 0)?.code ?? 0;
}

const parts = [];
const STAGES = [
  {
    name: 'type-check, lint and format check (side by side)',
    run: () =>
      sideBySide(
        [
          { name: 'type-check', command: 'npm', args: ['run', 'typecheck', '--silent'], quiet: true },
          { name: 'lint', command: 'npm', args: ['run', 'lint', '--silent'], quiet: true },
          { name: 'format check', command: 'npm', args: ['run', 'format:check', '--silent'], quiet: true },
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
          { name: 'browser tests', command: 'node', args: ['scripts/e2e.mjs'], prefix: '[browser] ' },
          { name: 'unit and API tests', command: 'npm', args: ['run', 'test:unit', '--silent'], prefix: '[unit] ' },
        ],
        (...part) => parts.push(part),
      ),
  },
  { name: 'resilience run (short)', run: async () => (await run('node', ['resilience/run.mjs', '--short'])).code },
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
process.exit(failed ?? 0);
