// The API process's Node flags, for every command that starts it: npm start (scripts/start.mjs), the cluster
// (scripts/cluster.mjs), the benchmark (bench/lib/api.mjs), the resilience runs (resilience/lib.ts) and the API's own
// `npm start` (api/package.json repeats it). Its live heap is about 40 MB, but without a limit V8 let garbage pile up
// in the old generation to ~250 MB of memory during a burst of orders before its first full collection; with 128 MB
// of old space the peak stays near 160 MB at the same throughput (bench/findings.md).
module.exports = ['--max-old-space-size=128'];
