// npm run test:resilience: reliability and security under load, faults and attack, measured.
// Every run talks only to 127.0.0.1, is bounded in requests and time, and stops what it started.
//
//   node resilience/run.mjs           the full run; writes docs/reliability.md
//   node resilience/run.mjs --short   the shortened form `npm test` runs in CI (fewer orders, shorter outage;
//                                     the API attack and fuzz tests already ran in the unit tests)
//   --no-build                        use the builds as they are (npm test has just built everything)
//
// Needs: the built site (built here if stale), Debian's chromium and nginx, and a PostgreSQL server
// (RESILIENCE_DATABASE_URL, else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TMP = path.join(ROOT, '.tmp', 'resilience');
const SHORT = process.argv.includes('--short');
const started = Date.now();
const failures = [];

function run(title, cmd, args, env = {}) {
  console.log(`\n=== ${title}\n$ ${[cmd, ...args].join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env }, timeout: 30 * 60 * 1000 });
  if (r.status !== 0) failures.push(title);
  return r.status === 0;
}

function need(file, hint) {
  if (!fs.existsSync(file)) {
    console.error(`${file} is missing: ${hint}`);
    process.exit(1);
  }
}
need(process.env.CHROME_PATH ?? '/usr/bin/chromium', 'apt-get install -y chromium (or set CHROME_PATH)');
need(process.env.NGINX_PATH ?? '/usr/sbin/nginx', 'apt-get install -y nginx (or set NGINX_PATH)');

fs.mkdirSync(TMP, { recursive: true });
for (const f of fs.readdirSync(TMP)) if (f.startsWith('figures-')) fs.rmSync(path.join(TMP, f));

// `npm test` builds everything before its browser and resilience parts and passes --no-build: a build here, beside the
// browser tests, could rebuild a remote's dist/ while a test has its sources changed (e2e/releases.spec.ts).
if (!process.argv.includes('--no-build')) run('Build what is stale', process.execPath, ['scripts/build.mjs']);

// 4 and 5 on the API: the attack tests and 10,000 fuzz cases (they also run in `npm test`'s unit tests).
const security = [];
function runJestInApi() {
  const report = path.join(TMP, 'jest-security.json');
  console.log('\n=== API attacks and fuzzing (jest: attacks, auth, admin-access, pipeline, contact-gallery, fuzz)');
  const r = spawnSync(
    'npx',
    [
      'jest',
      '--runInBand',
      '--json',
      `--outputFile=${report}`,
      'test/attacks',
      'test/auth',
      'test/admin-access',
      'test/pipeline',
      'test/contact-gallery',
      'test/fuzz',
    ],
    {
      cwd: path.join(ROOT, 'api'),
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_OPTIONS: '--experimental-vm-modules' },
      timeout: 20 * 60 * 1000,
    },
  );
  if (r.status !== 0) failures.push('API attacks and fuzzing');
  if (!fs.existsSync(report)) return;
  const result = JSON.parse(fs.readFileSync(report, 'utf8'));
  const byFile = (name) => result.testResults.filter((t) => t.name.includes(name)).flatMap((t) => t.assertionResults);
  const count = (name) => {
    const list = byFile(name);
    return `${list.filter((a) => a.status === 'passed').length} passed, ${list.filter((a) => a.status === 'failed').length} failed`;
  };
  const fuzzRuns = Number(process.env.FUZZ_RUNS ?? 625);
  const fuzzEndpoints = byFile('fuzz').length;
  security.push(
    [
      'fuzzing (fast-check): write endpoints × cases',
      `${fuzzEndpoints} × ${fuzzRuns} = ${(fuzzEndpoints * fuzzRuns).toLocaleString('en')} cases; ${count('fuzz')} (no 5xx, nothing written by a refused request)`,
    ],
    ['tampered, forged, expired, alg:none, revoked tokens; profile and register escalation', count('auth.api')],
    ['role ranks on every admin route; users API escalation', count('admin-access')],
    ['code guessing, SQL-looking input, script payloads stored as text', count('attacks')],
    ['security headers, CORS, malformed and oversized bodies, login brute force (429)', count('pipeline')],
    ['fake and oversized uploads', count('contact-gallery')],
  );
}
if (!SHORT) runJestInApi();

// npm audit: the registry must answer; where it refuses (this machine's registry mirror answers 405), say so.
{
  console.log('\n=== npm audit --omit=dev');
  const r = spawnSync('npm', ['audit', '--omit=dev', '--json'], { cwd: ROOT, encoding: 'utf8', timeout: 120000 });
  let verdict;
  try {
    const json = JSON.parse(r.stdout);
    const v = json.metadata?.vulnerabilities;
    if (v) {
      verdict = `high ${v.high}, critical ${v.critical} (moderate ${v.moderate}, low ${v.low})`;
      if (v.high > 0 || v.critical > 0) failures.push('npm audit: high or critical findings');
    } else verdict = `not available: ${json.error?.summary || json.message || 'the registry gave no audit'}`;
  } catch {
    verdict = `not available: ${(r.stderr || r.stdout || '').split('\n').find((l) => l.includes('audit')) ?? 'no answer'}`;
  }
  console.log(verdict);
  security.push(['npm audit --omit=dev', verdict]);
}

// 1, 2, 3 and 6: the runs that start, stop and kill servers, in Playwright (Chromium for the storefront parts).
const STEPS =
  'Orders under SIGKILL, database faults, remote faults, nginx, abuse limits, e-mail outage, the order board, hostile traffic, a release rolled back by itself';
fs.rmSync(path.join(TMP, 'results.json'), { force: true });
if (!run(STEPS, 'npx', ['playwright', 'test', '-c', 'resilience/playwright.config.ts'], SHORT ? { RESILIENCE_SHORT: '1' } : {})) {
  // which steps failed, and the first line of why (the title alone says "all of them")
  try {
    const report = JSON.parse(fs.readFileSync(path.join(TMP, 'results.json'), 'utf8'));
    const failed = [];
    const walk = (suite) => {
      for (const spec of suite.specs ?? [])
        for (const t of spec.tests ?? [])
          if (t.status === 'unexpected') {
            const error =
              t.results
                ?.at(-1)
                ?.error?.message?.split('\n')
                .find((l) => l.trim()) ?? '';
            failed.push(`${spec.file}: ${spec.title} (${stripVTControlCharacters(error).slice(0, 200)})`);
          }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of report.suites ?? []) walk(suite);
    if (failed.length) failures.splice(failures.indexOf(STEPS), 1, ...failed.map((f) => `failed: ${f}`));
  } catch {
    // no report: the title stays
  }
}

// The report.
const sections = fs
  .readdirSync(TMP)
  .filter((f) => f.startsWith('figures-'))
  .map((f) => JSON.parse(fs.readFileSync(path.join(TMP, f), 'utf8')));
const order = ['orders', 'database', 'remotes', 'nginx', 'abuse', 'mail', 'board', 'hostile', 'rollout'];
sections.sort((a, b) => order.indexOf(a.section) - order.indexOf(b.section));
if (SHORT) security.push(['attack and fuzz tests (API)', 'run by npm test in the unit tests; the full run counts them here']);
sections.splice(3, 0, { section: 'security', title: '4 and 5. Bad input and attacks', rows: security });

const table = (rows) => ['| what | figure |', '|---|---|', ...rows.map(([k, v]) => `| ${k} | ${String(v).replaceAll('|', '\\|')} |`)].join('\n');
const minutes = ((Date.now() - started) / 60000).toFixed(1);
const md = [
  '# Reliability: the last run',
  '',
  `Written by \`npm run test:resilience${SHORT ? ' -- --short' : ''}\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC,`,
  `${SHORT ? 'the shortened form' : 'the full run'}, in ${minutes} min on ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}.`,
  `Result: **${failures.length ? `FAILED (${failures.join('; ')})` : 'passed'}**. What each part does and why is in [decisions](decisions.md#reliability);`,
  'the deployment it assumes is in [deployment](deployment.md).',
  '',
  ...sections.flatMap((s) => [`## ${s.title}`, '', table(s.rows), '']),
  // The security findings, their fixes and tests (kept by hand in docs/security-findings.md).
  fs.readFileSync(path.join(ROOT, 'docs', 'security-findings.md'), 'utf8').replace(/^# /, '## '),
].join('\n');
const out = SHORT ? path.join(TMP, 'reliability.md') : path.join(ROOT, 'docs', 'reliability.md');
fs.writeFileSync(out, md);
console.log(`\n${md}\n\nWritten to ${path.relative(ROOT, out)}`);
if (failures.length) {
  console.error(`\nResilience run failed: ${failures.join('; ')}`);
  process.exit(1);
}
