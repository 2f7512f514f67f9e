import { existsSync } from "node:fs";
import {
  backupDatabase,
  createDb,
  type DbHandle,
  DEMO_USER,
  migrateToLatest,
  resetCompanyData,
  seedIfEmpty,
  sqlitePathFromUrl,
} from "@esg/db";
import { hashPassword } from "./auth/password";
import type { Env } from "./env";
import { type DatabaseOptions, openWritableDatabase, startServer } from "./server";

export const USAGE = `Usage: node apps/server/dist/main.js <command>

Commands:
  start            migrate, seed an empty database (DEMO=on), and serve the app (default)
  migrate          apply pending database migrations
  seed             seed the demo company if the database is empty (needs DEMO=on)
  reset            restore the demo company's sample data (needs DEMO=on)
  backup <file>    write a consistent snapshot of the database to <file>, while the app runs
  help             show this text

A database the process cannot write is refused ("Database … is read-only: …", exit code 1).`;

const DEMO_OFF = (command: string) =>
  `DEMO=off: "${command}" only manages the demo company; set DEMO=on to use it.`;

/**
 * Runs one CLI command; returns the process exit code (start keeps running until a signal). Rejects on
 * failure, e.g. DatabaseReadOnlyError; main.ts prints the message and exits with 1.
 */
export async function runCli(argv: string[], env: Env, options: DatabaseOptions = {}): Promise<number> {
  const [command = "start", ...args] = argv;
  switch (command) {
    case "start": {
      const { stop } = await startServer(env, options);
      for (const signal of ["SIGTERM", "SIGINT"] as const) {
        process.once(signal, () => {
          console.log(`${signal} received: finishing requests and closing the database…`);
          void stop().then(() => process.exit(0));
        });
      }
      return -1;
    }
    case "migrate":
      return withWritableDb(env, options, async (h) => {
        const { results } = await migrateToLatest(h.db);
        console.log(
          results?.length ? results.map((r) => `${r.status}: ${r.migrationName}`).join("\n") : "Up to date.",
        );
      });
    case "seed":
      if (!env.demo) return refuse(DEMO_OFF(command));
      return withWritableDb(env, options, async (h) => {
        await migrateToLatest(h.db);
        const seeded = await seedIfEmpty(h.db, { demoPasswordHash: await hashPassword(DEMO_USER.password) });
        console.log(seeded ? "Seeded the demo company." : "The database already has data; nothing seeded.");
      });
    case "reset":
      if (!env.demo) return refuse(DEMO_OFF(command));
      return withWritableDb(env, options, async (h) => {
        await migrateToLatest(h.db);
        await seedIfEmpty(h.db, { demoPasswordHash: await hashPassword(DEMO_USER.password) });
        await resetCompanyData(h.db, { companyId: 1 });
        console.log("Demo data restored.");
      });
    case "backup": {
      const target = args[0];
      if (!target) {
        console.error("backup needs a target file: backup <file>");
        return 2;
      }
      const source = sqlitePathFromUrl(env.DATABASE_URL);
      // Opening a missing file would create it, and the "backup" would be an empty database.
      if (source !== ":memory:" && !existsSync(source))
        return refuse(`No database at ${source}: nothing to back up.`);
      // Reading is enough: a read-only database can still be backed up.
      const h = createDb(env.DATABASE_URL, options.database);
      try {
        const { path, bytes } = await backupDatabase(h.db, target);
        console.log(`Backup written to ${path} (${bytes} bytes)`);
        return 0;
      } finally {
        await h.close();
      }
    }
    case "help":
    case "--help":
      console.log(USAGE);
      return 0;
    default:
      console.error(`Unknown command: ${command}\n\n${USAGE}`);
      return 2;
  }
}

function refuse(message: string): number {
  console.error(message);
  return 1;
}

async function withWritableDb(
  env: Env,
  options: DatabaseOptions,
  fn: (h: DbHandle) => Promise<void>,
): Promise<number> {
  const h = await openWritableDatabase(env, options);
  try {
    await fn(h);
    return 0;
  } finally {
    await h.close();
  }
}
