/**
 * `pnpm bench:upload queue [uploads] [rows]`: `uploads` CSV files (default 10) of `rows` activities each
 * (default 50,000, ~3 MiB) sent at once to the built server by two companies (half each), so that two run and
 * the rest wait in the queue, while a colleague reads GET /api/health one request after another until every
 * upload is processed. Records the health latencies (target p99 < 100 ms) and how long the queue took.
 * Writes its table into RESULTS.md (section "Upload queue").
 */
import { spawnSync } from "node:child_process";
import { createReadStream, readFileSync, statSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { cpuMs, quantile, reader, resultsSection, startServer, writeCsv } from "./upload-lib";

type Status = { status: string; emissionsProcessed?: number; message?: string; queuePosition?: number };

async function signUpOther(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/signup`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({
      companyName: "Bench Other Ltd",
      industry: "Technology",
      username: "bench-other",
      password: "correct horse battery staple",
      name: "Bench Other",
    }),
  });
  if (!res.ok) throw new Error(`sign-up failed: ${res.status}`);
  return (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

export async function runQueueBench(dir: string, resultsPath: string, args: string[]): Promise<void> {
  const uploads = Number(args[0] ?? 10);
  const rows = Number(args[1] ?? 50_000);
  const files: string[] = [];
  for (let i = 0; i < uploads; i++) {
    const path = join(dir, `queue-${i}.csv`);
    await writeCsv(path, rows, i);
    files.push(path);
  }
  const fileBytes = statSync(files[0] as string).size;
  console.log(
    `${uploads} CSV files of ${rows.toLocaleString("en-GB")} rows, ${(fileBytes / 1024 / 1024).toFixed(1)} MiB each`,
  );
  // Each company sends half the files: both stay within the default cap of 5 a user.
  const server = await startServer(dir);
  try {
    const { base } = server;
    const cookies = [server.cookie, await signUpOther(base)];
    // The same reader on the idle server first: on a shared machine, the floor the queue adds to.
    const idle = reader(base, "/api/health", cookies[0] as string);
    await new Promise((r) => setTimeout(r, 5_000));
    await idle.stop();
    const loadAtStart = loadavg()[0]?.toFixed(1);
    const health = reader(base, "/api/health", cookies[0] as string);
    // Without a session the request touches no database: its wait is the event loop's alone, while the signed-in
    // colleague's also waits for the session lookup (behind any open write on SQLite's one connection).
    const anonymous = reader(base, "/api/health", "");
    const cpuBefore = cpuMs(server.pid);
    const t0 = performance.now();
    const answers = await Promise.all(
      files.map(async (path, i) => {
        const cookie = cookies[i % 2] as string;
        const res = await fetch(`${base}/api/carbon/uploads?fileName=queue-${i}.csv`, {
          method: "POST",
          headers: { "content-type": "text/csv", cookie, origin: base },
          body: Readable.toWeb(createReadStream(path)) as ReadableStream,
          duplex: "half",
        } as RequestInit);
        if (res.status !== 202) throw new Error(`upload ${i}: ${res.status} ${await res.text()}`);
        return { uploadId: ((await res.json()) as { uploadId: number }).uploadId, cookie };
      }),
    );
    const received = performance.now() - t0;
    let mostWaiting = 0;
    const pending = new Set(answers);
    while (pending.size > 0) {
      let waiting = 0;
      for (const a of [...pending]) {
        const res = await fetch(`${base}/api/carbon/uploads/${a.uploadId}`, {
          headers: { cookie: a.cookie },
        });
        const status = (await res.json()) as Status;
        if (status.status === "queued" && status.queuePosition) waiting++;
        if (status.status === "processed" || status.status === "error") {
          if (status.status !== "processed" || status.emissionsProcessed !== rows) {
            throw new Error(`upload ${a.uploadId} ${status.status}: ${status.message ?? ""}`);
          }
          pending.delete(a);
        }
      }
      mostWaiting = Math.max(mostWaiting, waiting);
      await new Promise((r) => setTimeout(r, 250));
    }
    const total = performance.now() - t0;
    const cpu = cpuMs(server.pid) - cpuBefore;
    await health.stop();
    await anonymous.stop();
    // CPU time does not grow when other processes share the cores, unlike the waits: the load-free length of
    // one batch's hold on the event loop (a request waits behind at most one batch of any job).
    const batches = Math.ceil(rows / 500) * uploads;
    const ms = (x: number) => `${x.toFixed(1)} ms`;
    const h = health.latencies;
    const a = anonymous.latencies;
    const lines = [
      `| ${uploads} uploads of ${rows.toLocaleString("en-GB")} rows (${(fileBytes / 1024 / 1024).toFixed(1)} MiB each), two companies | measured | target |`,
      "|---|---|---|",
      `| all received (202) | ${(received / 1000).toFixed(1)} s | — |`,
      `| all processed (queue of 2 at a time, one per company) | ${(total / 1000).toFixed(1)} s | — |`,
      `| most uploads seen waiting with a queue position | ${mostWaiting} | — |`,
      `| server CPU time while they ran, per 500-row batch (${batches} batches; includes receiving, polls and health) | ${(cpu / 1000).toFixed(1)} s, ${(cpu / batches).toFixed(1)} ms | — |`,
      `| GET /api/health meanwhile: p50 / p99 / max (${h.length} requests${health.resets ? `, ${health.resets} reset connections retried` : ""}) | ${ms(quantile(h, 0.5))} / ${ms(quantile(h, 0.99))} / ${ms(Math.max(...h))} | p99 < 100 ms |`,
      `| GET /api/health without a session meanwhile (the event loop alone): p50 / p99 / max (${a.length} requests) | ${ms(quantile(a, 0.5))} / ${ms(quantile(a, 0.99))} / ${ms(Math.max(...a))} | — |`,
      `| GET /api/health on the idle server just before (5 s, ${idle.latencies.length} requests): p50 / p99 / max | ${ms(quantile(idle.latencies, 0.5))} / ${ms(quantile(idle.latencies, 0.99))} / ${ms(Math.max(...idle.latencies))} | — |`,
      `| machine load average (1 min) at the start and the end | ${loadAtStart} and ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores | — |`,
    ];
    console.log(lines.join("\n"));
    const heading = "## Upload queue (pnpm bench:upload queue)";
    const section = `${heading}\n\nMeasured ${new Date().toISOString().slice(0, 10)} on this machine (2 cores; the load average row says how quiet it was), SQLite, UPLOAD_CONCURRENCY=2, \`pnpm bench:upload queue${args.length ? ` ${args.join(" ")}` : ""}\`.\n\n${lines.join("\n")}\n`;
    writeFileSync(resultsPath, resultsSection(readFileSync(resultsPath, "utf8"), heading, section));
    // Aligned as `biome check` (in CI) wants the committed file, as `pnpm bench` does.
    spawnSync("pnpm", ["exec", "biome", "format", "--write", resultsPath], { stdio: "ignore" });
  } finally {
    await server.stop();
  }
}
