import { resolve } from "node:path";
import { createDb, DEMO_USER, migrateToLatest, resetCompanyData, seedIfEmpty } from "@esg/db";
import { hashPassword } from "./auth/password";
import type { Env } from "./env";
import { startServer } from "./server";

export const USAGE = `Usage: node apps/server/dist/main.js <command>

Commands:
  start            migrate, seed an empty database, and serve the app (default)
  migrate          apply pending database migrations
  seed             seed the demo company if the database is empty
  reset            restore the demo company's sample data
  backup <file>    write a consistent copy of the database to <file>
  help             show this text`;

/** Runs one CLI command; returns the process exit code (start keeps running until a signal). */
export async function runCli(argv: string[], env: Env): Promise<number> {
  const [command = "start", ...args] = argv;
  switch (command) {
    case "start": {
      const { stop } = await startServer(env);
      for (const signal of ["SIGTERM", "SIGINT"] as const) {
        process.once(signal, () => {
          console.log(`${signal} received: finishing requests and closing the database…`);
          void stop().then(() => process.exit(0));
        });
      }
      return -1;
    }
    case "migrate":
      return withDb(env, async (h) => {
        const { results } = await migrateToLatest(h.db);
        console.log(
          results?.length ? results.map((r) => `${r.status}: ${r.migrationName}`).join("\n") : "Up to date.",
        );
      });
    case "seed":
      return withDb(env, async (h) => {
        await migrateToLatest(h.db);
        const seeded = await seedIfEmpty(h.db, { demoPasswordHash: await hashPassword(DEMO_USER.password) });
        console.log(seeded ? "Seeded the demo company." : "The database already has data; nothing seeded.");
      });
    case "reset":
      return withDb(env, async (h) => {
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
      return withDb(env, async (h) => {
        // better-sqlite3's online backup copies a consistent snapshot while the app may be running.
        await h.sqlite.backup(resolve(target));
        console.log(`Backup written to ${resolve(target)}`);
      });
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

async function withDb(env: Env, fn: (h: ReturnType<typeof createDb>) => Promise<void>): Promise<number> {
  const h = createDb(env.DATABASE_URL);
  try {
    await fn(h);
    return 0;
  } finally {
    await h.close();
  }
}
