// The site server's answer time for the pages it writes: for each page, the time to the answer's first byte and to its
// last (the whole HTML with its first view), one diner at a time and eight at once. Plain HTTP from this process, gzip
// asked for as a browser does; the first request of each page is not counted (the API's first-request costs).
import http from 'node:http';

export const FIRST_BYTE_PAGES = ['/az', '/en/menu', '/ru/menu/1', '/en/cart', '/tr/reservations', '/en/about'];

/** One GET: milliseconds to the first byte of the body and to its end. */
function timeOne(url) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const ms = () => Number(process.hrtime.bigint() - started) / 1e6;
    const req = http.get(url, { headers: { 'accept-encoding': 'gzip', accept: 'text/html' }, agent: false }, (res) => {
      let firstByte;
      let bytes = 0;
      res.on('data', (chunk) => {
        firstByte ??= ms();
        bytes += chunk.length;
      });
      res.on('end', () => resolve({ status: res.statusCode, firstByte: firstByte ?? ms(), whole: ms(), bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(30000, () => req.destroy(new Error(`${url} took more than 30 s`)));
  });
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const round = (n) => Math.round(n * 10) / 10;

/**
 * @param {{ origin: string, requests?: number, concurrency?: number, log?: (s: string) => void }} options
 * @returns {Promise<Record<string, { status: number, alone: object, atOnce: object }>>}
 */
export async function measureFirstByte({ origin, requests = 30, concurrency = 8, log = () => undefined }) {
  const results = {};
  for (const page of FIRST_BYTE_PAGES) {
    const url = origin + page;
    await timeOne(url);
    const alone = [];
    for (let i = 0; i < requests; i++) alone.push(await timeOne(url));
    const atOnce = [];
    for (let round = 0; round < Math.ceil(requests / concurrency); round++)
      atOnce.push(...(await Promise.all(Array.from({ length: concurrency }, () => timeOne(url)))));
    const figures = (list) => ({
      firstByteP50: round(
        percentile(
          list.map((r) => r.firstByte),
          50,
        ),
      ),
      firstByteP95: round(
        percentile(
          list.map((r) => r.firstByte),
          95,
        ),
      ),
      wholeP50: round(
        percentile(
          list.map((r) => r.whole),
          50,
        ),
      ),
      wholeP95: round(
        percentile(
          list.map((r) => r.whole),
          95,
        ),
      ),
      gzipBytes: alone[0].bytes,
    });
    results[page] = { status: alone[0].status, alone: figures(alone), atOnce: { concurrency, ...figures(atOnce) } };
    const a = results[page].alone;
    const c = results[page].atOnce;
    log(
      `  ${page}: first byte ${a.firstByteP50} ms (p95 ${a.firstByteP95}), whole ${a.wholeP50} ms; ${concurrency} at once: ${c.firstByteP50} / ${c.wholeP50} ms`,
    );
  }
  return results;
}
