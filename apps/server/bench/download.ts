/**
 * `pnpm bench:download [MiB]`: downloads a streamed upload's content (default 200 MiB, the upload limit) from
 * GET /api/carbon/sources/{id}/content of the built server (a child process on a WAL SQLite file, as
 * `pnpm start` runs it) and records the server's resident memory every 20 ms while the bytes flow, reading and
 * discarding them on this side. The file is a streamed upload's kept pieces (1 MiB each), written straight
 * into the server's database file beforehand. Passes when the server's RSS grows by less than 50 MB.
 * `BENCH_SERVER=path/to/main.js` runs another build (default apps/server/dist/main.js).
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  appendUploadChunk,
  createQueuedUpload,
  createSqliteDb,
  DEMO_USER,
  markUploadReceived,
} from "@esg/db";
import { SERVER_NODE_FLAGS } from "../src/node-flags";

const MIB = 1024 * 1024;
const SIZE_MIB = Number(process.argv[2] ?? 200);
const LIMIT_BYTES = 50 * 1000 * 1000;
const here = fileURLToPath(new URL(".", import.meta.url));
const serverEntry = process.env.BENCH_SERVER ?? resolve(here, "../dist/main.js");

async function freePort(): Promise<number> {
  return new Promise((res) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => res(port));
    });
  });
}

function rssOf(pid: number, field: "VmRSS" | "VmHWM"): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith(field));
  return Number(line?.replace(/\D+/g, "") ?? 0) * 1024;
}

/** One MiB of CSV activity lines (the piece size a streamed upload keeps). */
function csvPiece(n: number): Uint8Array {
  const line = `electricity,${1000 + (n % 97)},kWh,GB,2024-06-30,Meter ${n}\n`;
  const text = line.repeat(Math.ceil(MIB / line.length)).slice(0, MIB);
  return new TextEncoder().encode(text);
}

async function main() {
  const dir = mkdtempSync(join(tmpdir(), "esg-download-"));
  const dbPath = join(dir, "api.sqlite");
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverEntry, "start"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: dbPath,
      NODE_ENV: "test",
      DEMO: "on",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        if (i > 300) throw new Error("the server did not start");
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const login = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ username: DEMO_USER.username, password: DEMO_USER.password }),
    });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const companyId = ((await login.json()) as { company: { id: number } }).company.id;

    // The kept file of a streamed upload, written beside the running server (WAL: one writer at a time).
    const handle = createSqliteDb(dbPath);
    const at = new Date().toISOString();
    const uploadId = await createQueuedUpload(handle.db, {
      companyId,
      fileName: "big.csv",
      sourceType: "energy_bill",
      uploadedAt: at,
      bytesTotal: SIZE_MIB * MIB,
      contentType: "text/csv",
      libraryVersion: "bench",
    });
    for (let seq = 0; seq < SIZE_MIB; seq++) {
      await appendUploadChunk(handle.db, { companyId, uploadId, seq, data: csvPiece(seq) });
    }
    await markUploadReceived(handle.db, { companyId, uploadId, bytesTotal: SIZE_MIB * MIB, at });
    await handle.close();

    const pid = child.pid as number;
    // Settle the server (a request, a pause) before the baseline.
    await (await fetch(`${base}/api/health`)).arrayBuffer();
    await new Promise((r) => setTimeout(r, 500));
    const before = rssOf(pid, "VmRSS");
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssOf(pid, "VmRSS"));
    }, 20);
    const t0 = performance.now();
    const res = await fetch(`${base}/api/carbon/sources/${uploadId}/content`, { headers: { cookie } });
    if (res.status !== 200 || !res.body) throw new Error(`download answered ${res.status}`);
    let bytes = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) bytes += chunk.byteLength;
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(pid, "VmRSS"));
    if (bytes !== SIZE_MIB * MIB) throw new Error(`downloaded ${bytes} bytes, expected ${SIZE_MIB * MIB}`);
    const growth = peak - before;
    const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB`;
    console.log(
      [
        `downloaded ${SIZE_MIB} MiB in ${seconds.toFixed(2)} s (${(SIZE_MIB / seconds).toFixed(0)} MiB/s)`,
        `server RSS before ${mb(before)}, peak during ${mb(peak)}: growth ${mb(growth)} (limit ${mb(LIMIT_BYTES)})`,
      ].join("\n"),
    );
    if (growth >= LIMIT_BYTES) {
      console.error("FAIL: the server's memory grew by 50 MB or more while sending the file");
      process.exitCode = 1;
    }
  } finally {
    child.kill();
    await new Promise((r) => child.once("exit", r));
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
