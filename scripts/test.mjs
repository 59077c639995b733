// `npm test`: every check of the project, stage by stage, on the Node the scripts run on (the `node` package, a
// current LTS: README). Each stage's time is printed as it ends and in a table at the end, so a slow CI run says where
// its time went. The type-check, the linter and the format check run side by side; the rest in order, stopping at
// the first failure.
import { spawn } from 'node:child_process';
import { ROOT } from './packages.mjs';

console.log(`npm test on Node ${process.version} (${process.execPath})`);

/** Runs one command with its output shown; resolves with its exit code. */
function run(command, args, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
    }
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

const STAGES = [
  {
    name: 'type-check, lint and format check (side by side)',
    async run() {
      // each one's output is printed whole when it ends, so they never interleave
      const results = await Promise.all([
        run('npm', ['run', 'typecheck', '--silent'], { quiet: true }),
        run('npm', ['run', 'lint', '--silent'], { quiet: true }),
        run('npm', ['run', 'format:check', '--silent'], { quiet: true }),
      ]);
      for (const { output } of results) process.stdout.write(output);
      return results.find((r) => r.code !== 0)?.code ?? 0;
    },
  },
  { name: 'unit and API tests', run: async () => (await run('npm', ['run', 'test:unit', '--silent'])).code },
  { name: 'build and browser tests', run: async () => (await run('npm', ['run', 'test:e2e', '--silent'])).code },
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
console.log(`| all (Node ${process.version}) | ${(total / 60).toFixed(1)} min | ${failed === null ? 'passed' : 'failed'} |`);
process.exit(failed ?? 0);
