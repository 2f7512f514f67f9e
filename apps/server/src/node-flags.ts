/**
 * V8 flags the server runs with (`pnpm start`; the benchmarks start their server processes the same way).
 *
 * A smaller young generation (8 MiB semi-spaces, V8's default is 16 MiB): a streamed upload's batches die young
 * and are collected sooner, so a 1,000,000-row upload peaks at ~292 MiB instead of ~320 MiB at the same speed
 * (`pnpm bench:upload`, issue 18's 300 MB budget). Keep in step with the `start` scripts of package.json.
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=8"] as const;
