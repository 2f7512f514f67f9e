/**
 * Durability: a server process killed (SIGKILL) in the middle of a large ingest leaves either the
 * whole upload or none of it, and an intact database file.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { createSqliteDb } from "@esg/db";
import { afterEach, describe, expect, it } from "vitest";

const SERVER_DIR = fileURLToPath(new URL("../..", import.meta.url));
const ROWS = 400_000;

let child: ChildProcess | undefined;
let dir: string | undefined;
afterEach(() => {
  if (child && child.exitCode === null) child.kill("SIGKILL");
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function startServer(databaseUrl: string): Promise<{ proc: ChildProcess; base: string }> {
  const proc = spawn(process.execPath, ["--import", "tsx", "src/main.ts", "start"], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      STATIC_DIR: dir,
      NODE_ENV: "test",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 30_000);
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on http:\/\/localhost:(\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ proc, base: `http://127.0.0.1:${m[1]}` });
      }
    };
    proc.stdout?.on("data", onData);
    proc.stderr?.on("data", onData);
    proc.once("exit", (code) => reject(new Error(`server exited (${code}):\n${out}`)));
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const walSize = (path: string) => (existsSync(`${path}-wal`) ? statSync(`${path}-wal`).size : 0);

describe("ingest durability", () => {
  it("SIGKILL during a large ingest leaves all of it or none of it, and an intact file", async () => {
    dir = mkdtempSync(join(tmpdir(), "esg-kill-"));
    const dbPath = join(dir, "esg.sqlite");
    const { proc, base } = await startServer(dbPath);
    child = proc;

    const login = await fetch(`${base}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: base },
      body: JSON.stringify({ username: "demo", password: "demo" }),
    });
    const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
    const before = (await (
      await fetch(`${base}/api/carbon/emissions/1`, { headers: { cookie } })
    ).json()) as {
      total: number;
    };

    const lines = ["activity,amount,unit,region,date,description"];
    for (let i = 0; i < ROWS; i++)
      lines.push(`electricity,${100 + (i % 900)},kWh,GB,2024-05-31,Meter ${i % 97}`);
    const body = JSON.stringify({ fileName: "big.csv", rawData: { rawText: lines.join("\n") } });

    const baseline = walSize(dbPath);
    const upload = fetch(`${base}/api/carbon/ingest`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie, origin: base },
      body,
    }).then(
      (res) => ({ answered: true as const, status: res.status }),
      () => ({ answered: false as const }),
    );
    // The transaction spills pages into the WAL long before it commits: kill once it is well under way.
    const deadline = Date.now() + 60_000;
    while (walSize(dbPath) < baseline + 4 * 1024 * 1024 && Date.now() < deadline) await sleep(2);
    const exited = new Promise((r) => proc.once("exit", r));
    proc.kill("SIGKILL");
    await exited;
    const outcome = await upload;
    expect(outcome.answered).toBe(false); // killed mid-ingest, not after it

    const handle = createSqliteDb(dbPath);
    const db = handle.sqlite;
    try {
      expect(db.pragma("integrity_check", { simple: true })).toBe("ok");
      expect(db.pragma("foreign_key_check")).toEqual([]);
      const activities = (db.prepare("SELECT COUNT(*) AS n FROM emission_activities").get() as { n: number })
        .n;
      const big = db.prepare("SELECT * FROM carbon_data_sources WHERE file_name = 'big.csv'").all() as {
        id: number;
        activity_count: number;
      }[];
      if (big.length === 0) {
        expect(activities).toBe(before.total);
      } else {
        // Committed just before the kill: then all of it.
        expect(big).toHaveLength(1);
        // Each electricity row also yields its three derived category 3 activities.
        expect(big[0]?.activity_count).toBe(ROWS * 4);
        expect(activities).toBe(before.total + ROWS * 4);
      }
      // No source is partly written, and the rollup still matches the activities.
      const mismatched = db
        .prepare(
          `SELECT s.id FROM carbon_data_sources s
           LEFT JOIN (SELECT data_source_id, COUNT(*) AS n FROM emission_activities GROUP BY data_source_id) a
             ON a.data_source_id = s.id
           WHERE COALESCE(a.n, 0) <> s.activity_count`,
        )
        .all();
      expect(mismatched).toEqual([]);
      const drift = db
        .prepare(
          `SELECT t.month FROM carbon_monthly_totals t
           JOIN (SELECT a.company_id, substr(a.activity_date, 1, 7) AS month, a.scope, a.detail_key, s.source_type,
                   SUM(a.total_emissions) AS kg, COUNT(*) AS n
                 FROM emission_activities a JOIN carbon_data_sources s ON s.id = a.data_source_id
                 WHERE a.voided_at IS NULL GROUP BY 1, 2, 3, 4, 5) a
             USING (company_id, month, scope, detail_key, source_type)
           WHERE abs(t.location_kg - a.kg) > 1e-6 OR t.activity_count <> a.n`,
        )
        .all();
      expect(drift).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
