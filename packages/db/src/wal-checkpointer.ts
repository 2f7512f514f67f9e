/**
 * WAL checkpoints off the event loop. SQLite's automatic checkpoint runs inside the commit that takes the WAL
 * past 1,000 pages: that commit copies them into the database file and syncs it, synchronously, on the thread
 * that serves every request. The app's connection turns it off (`wal_autocheckpoint = 0`) and a worker thread
 * with a connection of its own checkpoints on a timer:
 * - PASSIVE first: it copies what no reader still needs, never waiting for the app's writer nor blocking it;
 * - then, once the WAL is past RESTART_FRAMES, TRUNCATE: under a busy app the WAL is never wholly copied at the
 *   moment of its next write, so SQLite never starts it over and it grew by ~3 MiB a second of uploads (825 MiB
 *   in one benchmark run). TRUNCATE takes the writer's lock, copies the few frames written since the passive
 *   pass and empties the file; it does not wait (busy timeout 0): with a write or read in progress it gives up
 *   until the next tick. An app write meanwhile waits for it (the app's busy timeout): frames of one tick.
 */
import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";

/** How often the worker checkpoints: about 1,000 pages (4 MiB) are written in a second of a busy upload. */
export const WAL_CHECKPOINT_INTERVAL_MS = 1_000;
/** WAL frames (pages, 4 KiB) above which the worker empties the WAL: 16 MiB. */
export const RESTART_FRAMES = 4_096;

// CommonJS, run by `eval`: the server is one bundled file, so the worker has no module file of its own.
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.path, { timeout: 0 });
const checkpoint = () => {
  try {
    const [passive] = db.pragma("wal_checkpoint(PASSIVE)");
    if (passive && passive.log > workerData.restartFrames) db.pragma("wal_checkpoint(TRUNCATE)");
  } catch {
    // The file was busy for a moment (another checkpoint, a schema change): the next tick tries again.
  }
};
const timer = setInterval(checkpoint, workerData.intervalMs);
parentPort.on("message", () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export type WalCheckpointer = { stop(): Promise<void> };

/** Starts checkpointing the WAL database at `path`; `stop` ends the worker and closes its connection. */
export function startWalCheckpointer(
  path: string,
  opts: { intervalMs?: number; onFailure: (error: unknown) => void },
): WalCheckpointer {
  const intervalMs = opts.intervalMs ?? WAL_CHECKPOINT_INTERVAL_MS;
  const driver = createRequire(import.meta.url).resolve("better-sqlite3");
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { driver, path, intervalMs, restartFrames: RESTART_FRAMES },
  });
  // A process that is done (a CLI command, a test) does not wait for the checkpoint timer.
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
  worker.on("error", opts.onFailure);
  let stopping: Promise<void> | null = null;
  return {
    stop: () => {
      stopping ??= (async () => {
        // Unreferenced, the worker would not keep the process alive while `close()` is awaited: a script whose
        // last work is closing the database ended before the worker's exit (Node's "unsettled top-level
        // await", exit code 13), skipping the final checkpoint of the app's connection.
        worker.ref();
        worker.postMessage("stop");
        await exited;
      })();
      return stopping;
    },
  };
}
