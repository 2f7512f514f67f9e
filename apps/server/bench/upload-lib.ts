/** What the upload benchmarks share: the CSV they send, the built server they start, and a reader. */
import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream, readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { DEMO_USER } from "@esg/db";
import { SERVER_NODE_FLAGS } from "../src/node-flags";

const here = fileURLToPath(new URL(".", import.meta.url));
const root = resolve(here, "../../..");
const serverEntry = join(root, "apps/server/dist/main.js");

const ACTIVITIES = [
  ["electricity", "kWh", 800],
  ["natural gas", "kWh", 1500],
  ["diesel", "litres", 40],
  ["train", "passenger-km", 120],
  ["hotel", "nights", 2],
  ["petrol", "litres", 30],
] as const;

/**
 * A deterministic CSV of `rows` activities over 2023-2024 (~60 bytes a row). Each row is another bill (a
 * millionth more per row, and a hundred-millionth more per `file`, so that files of one company differ too):
 * identical rows would be refused as counted twice.
 */
export async function writeCsv(path: string, rows: number, file = 0): Promise<void> {
  const out = createWriteStream(path);
  const write = (s: string) =>
    out.write(s) ? Promise.resolve() : new Promise<void>((r) => out.once("drain", () => r()));
  await write("activity,amount,unit,region,date,description\n");
  for (let i = 0; i < rows; i++) {
    const [activity, unit, base] = ACTIVITIES[i % ACTIVITIES.length] as (typeof ACTIVITIES)[number];
    const month = (i % 24) + 1;
    const year = month > 12 ? 2024 : 2023;
    const mm = String(((month - 1) % 12) + 1).padStart(2, "0");
    const amount = (base + (i % 97) + i / 1e6 + file / 1e8).toFixed(8);
    await write(`${activity},${amount},${unit},GB,${year}-${mm}-28,Meter ${i % 5000}\n`);
  }
  await new Promise((r) => out.end(r));
}

async function freePort(): Promise<number> {
  return new Promise((res) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => res(port));
    });
  });
}

export const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};

export function statusOf(pid: number, field: "VmHWM" | "VmRSS"): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((l) => l.startsWith(field));
  return Number(line?.replace(/\D+/g, "") ?? 0) * 1024;
}

/** CPU time the process has used so far, in ms (utime + stime of /proc/<pid>/stat, at 100 ticks a second). */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
  // After the command name: state is field 3, utime 14 and stime 15 (1-based) of the whole line.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const isReset = (error: unknown) =>
  (error as { cause?: { code?: string } } | null)?.cause?.code === "ECONNRESET";

/**
 * One colleague reading `path` over and over until stopped; latencies in ms. A kept-alive connection the server
 * closed just as the next request went out (ECONNRESET, seen on a machine at load 30+) is retried at once, the
 * request's latency counting both tries, and counted in `resets`.
 */
export function reader(base: string, path: string, cookie: string) {
  const latencies: number[] = [];
  const counts = { resets: 0 };
  let stop = false;
  const done = (async () => {
    while (!stop) {
      const t0 = performance.now();
      for (let attempt = 0; ; attempt++) {
        try {
          const res = await fetch(`${base}${path}`, { headers: { cookie } });
          await res.arrayBuffer();
          break;
        } catch (error) {
          if (!isReset(error) || attempt >= 3) throw error;
          counts.resets++;
        }
      }
      latencies.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 5));
    }
  })();
  return {
    latencies,
    get resets() {
      return counts.resets;
    },
    stop: async () => {
      stop = true;
      await done;
    },
  };
}

/**
 * The built server as `pnpm start` runs it (a child process on a WAL SQLite file in `dir`), with `env` added;
 * resolves once it answers, with the demo user's cookie.
 */
export async function startServer(dir: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The server's own flags (as `pnpm start`), or BENCH_SERVER_NODE_ARGS instead (e.g. "" or
  // --max-old-space-size=160), to compare.
  const nodeArgs =
    process.env.BENCH_SERVER_NODE_ARGS === undefined
      ? [...SERVER_NODE_FLAGS]
      : process.env.BENCH_SERVER_NODE_ARGS.split(" ").filter(Boolean);
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, serverEntry, "start"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: join(dir, "api.sqlite"),
      NODE_ENV: "test",
      DEMO: "on",
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const stop = async () => {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  };
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
    return { base, cookie, pid: child.pid as number, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Replaces (or appends) the section under `heading` in RESULTS.md. */
export function resultsSection(text: string, heading: string, section: string): string {
  const start = text.indexOf(heading);
  // The section ends at the next heading of its level or at the next section marker of another bench
  // (`<!-- bench:… -->`), whichever comes first: a marker belongs to the section after it.
  const ends = ["\n## ", "\n<!-- "].map((end) =>
    start < 0 ? -1 : text.indexOf(end, start + heading.length),
  );
  const next = Math.min(...ends.map((at) => (at < 0 ? Number.POSITIVE_INFINITY : at)));
  return start < 0
    ? `${text.trimEnd()}\n\n${section}`
    : `${text.slice(0, start)}${section}${next === Number.POSITIVE_INFINITY ? "" : text.slice(next)}`;
}
