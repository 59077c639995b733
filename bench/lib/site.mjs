// The site: Lighthouse 13 (mobile, simulated throttling, Debian's Chromium) on the composed production build
// and on the monolith build of the same code, page by page in the same run.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { run } from './processes.mjs';

export const PAGES = ['/az', '/en/menu', '/en/cart', '/en/reservations'];

const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** One Lighthouse run in its own process and a fresh profile; returns the parsed LHR. */
async function lighthouse(root, url, workDir, tag) {
  const profile = fs.mkdtempSync(path.join(workDir, 'chrome-'));
  const output = path.join(workDir, `lhr-${tag}.json`);
  const cli = path.join(root, 'node_modules', 'lighthouse', 'cli', 'index.js');
  const args = [
    cli,
    url,
    '--quiet',
    '--output=json',
    `--output-path=${output}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    `--chrome-flags=${[...CHROME_FLAGS, `--user-data-dir=${profile}`].join(' ')}`,
    '--max-wait-for-load=45000',
    // the trace too: which scripts had started to run before the observed LCP (scriptsRunBeforeLcp)
    '--save-assets',
  ];
  const env = { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' };
  const result = await run(process.execPath, args, { env, timeoutMs: 120000 });
  fs.rmSync(profile, { recursive: true, force: true });
  if (result.code !== 0 || !fs.existsSync(output)) throw new Error(`lighthouse ${url} failed (exit ${result.code}):\n${result.out.slice(-2000)}`);
  const lhr = JSON.parse(fs.readFileSync(output, 'utf8'));
  if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const tracePath = output.replace(/\.json$/, '-0.trace.json');
  lhr.scriptsRunBeforeLcp = fs.existsSync(tracePath) ? scriptsRunBeforeLcp(JSON.parse(fs.readFileSync(tracePath, 'utf8')).traceEvents, lhr) : null;
  for (const f of fs.readdirSync(workDir)) if (f.startsWith(`lhr-${tag}-0.`)) fs.rmSync(path.join(workDir, f));
  return lhr;
}

/**
 * The scripts whose first evaluation started before the LCP Lighthouse observed: those its simulation counts as
 * needed for the LCP (Lantern's LargestContentfulPaint, pessimistic and optimistic graphs), with every request they
 * waited for.
 */
function scriptsRunBeforeLcp(traceEvents, lhr) {
  const observedLcpMs = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint;
  const nav = traceEvents.find((e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL?.startsWith('http'));
  if (observedLcpMs === undefined || !nav) return null;
  const cutoff = nav.ts + observedLcpMs * 1000;
  const urls = new Set();
  for (const e of traceEvents) if (e.name === 'EvaluateScript' && e.pid === nav.pid && e.ts <= cutoff && e.args?.data?.url) urls.add(e.args.data.url);
  return [...urls];
}

const gzipCache = new Map();

/** Gzip size (level 6, as the server's compression) of a script, fetched from the local server. */
async function gzipBytes(url) {
  if (!gzipCache.has(url)) {
    gzipCache.set(
      url,
      fetch(url, { headers: { 'accept-encoding': 'identity' } })
        .then((r) => r.arrayBuffer())
        .then((b) => ({ raw: b.byteLength, gzip: zlib.gzipSync(Buffer.from(b), { level: 6 }).length })),
    );
  }
  return gzipCache.get(url);
}

function score(lhr, id) {
  const s = lhr.categories[id]?.score;
  return s === null || s === undefined ? null : Math.round(s * 100);
}

/** The figures the issue asks for, from one LHR. */
async function summarise(lhr) {
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const sizes = await Promise.all(scripts.map((r) => gzipBytes(r.url)));
  const failedAudits = [];
  for (const [cat, { auditRefs }] of Object.entries(lhr.categories)) {
    for (const ref of auditRefs) {
      const a = lhr.audits[ref.id];
      if (
        ref.weight > 0 &&
        a &&
        a.score !== null &&
        a.score < 1 &&
        a.scoreDisplayMode !== 'informative' &&
        a.scoreDisplayMode !== 'manual' &&
        a.scoreDisplayMode !== 'notApplicable'
      ) {
        const nodes = (a.details?.items ?? [])
          .map((i) => i.node?.snippet ?? i.node?.selector)
          .filter(Boolean)
          .slice(0, 4);
        failedAudits.push({ category: cat, id: ref.id, score: a.score, displayValue: a.displayValue ?? '', nodes });
      }
    }
  }
  // Lighthouse's LCP is simulated (Lantern): it replays on a slow phone the requests that had finished, and the scripts
  // that had started to run, before the LCP it observed here, unthrottled. Whether the app's scripts are among them
  // decides the figure (bench/findings.md), so each run keeps what it observed and the script bytes done by then.
  const observedLcpMs = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? null;
  const runBefore = lhr.scriptsRunBeforeLcp ? new Set(lhr.scriptsRunBeforeLcp) : null;
  const scriptsBeforeLcpGzipBytes = runBefore ? scripts.reduce((sum, r, i) => (runBefore.has(r.url) ? sum + sizes[i].gzip : sum), 0) : null;
  return {
    scores: {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      bestPractices: score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
    },
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    observedLcpMs: observedLcpMs === null ? null : Math.round(observedLcpMs),
    scriptsBeforeLcpGzipBytes,
    fcpMs: Math.round(lhr.audits['first-contentful-paint'].numericValue),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(4)),
    jsTransferBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    jsGzipBytes: sizes.reduce((sum, s) => sum + s.gzip, 0),
    jsRawBytes: sizes.reduce((sum, s) => sum + s.raw, 0),
    scripts: scripts.map((r, i) => ({
      url: new URL(r.url).pathname.replace(/^\//, '') + ` (${new URL(r.url).port})`,
      transferBytes: r.transferSize ?? 0,
      gzipBytes: sizes[i].gzip,
    })),
    failedAudits,
    // Lighthouse's own gauge of this machine's CPU (its docs/throttling.md): its 4x CPU slowdown makes a phone of a
    // high-end desktop (1500-2000); below 1000 it warns the host is too slow for its figures.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Of several runs of one page, the one with the median LCP (so all its figures belong together). */
function medianRun(runs) {
  const m = median(runs.map((r) => r.lcpMs));
  return runs.reduce((best, r) => (Math.abs(r.lcpMs - m) < Math.abs(best.lcpMs - m) ? r : best));
}

/**
 * @param {{ root: string, workDir: string, variants: Record<string, string>, runs: number, log: (s: string) => void }} options
 *   variants: name -> origin (e.g. composed -> http://127.0.0.1:4900)
 */
export async function measureSite({ root, workDir, variants, runs, log }) {
  const results = {};
  const benchmarkIndexes = [];
  for (const page of PAGES) {
    results[page] = {};
    const perVariant = Object.fromEntries(Object.keys(variants).map((v) => [v, []]));
    // Interleaved (composed, monolith, composed, ...) so a change in the machine's load hits both alike.
    for (let i = 0; i < runs; i++) {
      for (const [variant, origin] of Object.entries(variants)) {
        const tag = `${variant}-${page.replace(/\//g, '_')}-${i}`;
        // one retry: a run on a loaded machine now and then ends without a paint (NO_FCP)
        const lhr = await lighthouse(root, origin + page, workDir, tag).catch((error) => {
          log(`  ${variant} ${page}: ${error.message.split('\n')[0]}; trying once more`);
          return lighthouse(root, origin + page, workDir, `${tag}-retry`);
        });
        const summary = await summarise(lhr);
        perVariant[variant].push(summary);
        log(
          `  ${variant.padEnd(9)} ${page.padEnd(18)} perf ${summary.scores.performance} a11y ${summary.scores.accessibility} bp ${summary.scores.bestPractices} seo ${summary.scores.seo}  LCP ${summary.lcpMs} ms  TBT ${summary.tbtMs} ms  CLS ${summary.cls}  JS ${(summary.jsGzipBytes / 1024).toFixed(1)} KB gzip`,
        );
      }
    }
    // TBT is the noisiest figure (a page's long tasks sit near the 50 ms line, and any stall of this shared machine
    // adds to them): its median over the runs is kept beside the median-LCP run's own.
    for (const [variant, list] of Object.entries(perVariant)) {
      const tbtRunsMs = list.map((r) => r.tbtMs);
      const lcpRuns = list.map((r) => ({ lcpMs: r.lcpMs, observedLcpMs: r.observedLcpMs, scriptsBeforeLcpGzipBytes: r.scriptsBeforeLcpGzipBytes }));
      results[page][variant] = { ...medianRun(list), runs: list.length, tbtRunsMs, tbtMedianMs: median(tbtRunsMs), lcpRuns };
      benchmarkIndexes.push(...list.map((r) => r.benchmarkIndex).filter((n) => typeof n === 'number'));
    }
  }
  if (benchmarkIndexes.length > 0) {
    results.hostBenchmarkIndex = {
      median: Math.round(median(benchmarkIndexes)),
      min: Math.round(Math.min(...benchmarkIndexes)),
      max: Math.round(Math.max(...benchmarkIndexes)),
    };
  }
  return results;
}
