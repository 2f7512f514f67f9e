/**
 * V8 flags the server runs with (`pnpm start`; the benchmarks start their server processes the same way).
 * Both serve the 300 MB memory budget for a 1,000,000-row streamed upload (`pnpm bench:upload`), whose live
 * heap stays near 36 MiB while its batches and the colleagues' reads leave garbage behind:
 * - a smaller young generation (8 MiB semi-spaces; V8's default is 16 MiB) collects the short-lived objects of
 *   each batch sooner: peak 320 → ~292 MiB;
 * - a heap that grows by half its live size before the next full collection (V8 otherwise lets it grow to
 *   about four times: 36 → ~145 MiB of old space) collects promoted garbage sooner: peak ~290 → ~209 MiB,
 *   at the same speed. A full collection of this small live heap takes 2-6 ms, incremental.
 * Keep in step with the `start` scripts of package.json (node-flags.test.ts checks them).
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=8", "--heap-growing-percent=50"] as const;
