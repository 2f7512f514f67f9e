import { existsSync } from "node:fs";
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { parseArgs } from "node:util";
import {
  appendAudit,
  backupDatabase,
  copyDatabase,
  createCompany,
  createDb,
  DatabaseCopyMismatchError,
  DatabaseCopyRefusedError,
  type DbHandle,
  DEMO_USER,
  deleteUserSessions,
  findUserByUsername,
  getCompany,
  insertMember,
  isPostgresUrl,
  migrateToLatest,
  redactDatabaseUrl,
  resetCompanyData,
  revokeUserApiTokens,
  seedIfEmpty,
  setPasswordHash,
  sqlitePathFromUrl,
  usernameTaken,
} from "@esg/db";
import { DEFAULT_INDUSTRY, INDUSTRIES, roleSchema } from "@esg/domain";
import { hashPassword } from "./auth/password";
import { passwordProblem } from "./auth/password-policy";
import type { Env } from "./env";
import { type DatabaseOptions, openWritableDatabase, startServer } from "./server";

const USAGE = `Usage: node apps/server/dist/main.js <command>

Commands:
  start            migrate, seed an empty database (DEMO=on), and serve the app (default)
  migrate          apply pending database migrations
  seed             seed the demo company if the database is empty (needs DEMO=on)
  reset            restore the demo company's sample data (needs DEMO=on)
  backup <file>    write a consistent snapshot of the database to <file>, while the app runs
  db copy --from <url> --to <url>
                   copy every company's data, ids kept, from one database to a new, empty one (a SQLite
                   file or postgres://…, either way), then check row counts and totals; the source must be
                   at the latest migration and is only read; on any failure the target keeps no data
  company create <name> [--industry <industry>]
                   create a company without members and print its id; the industry is one of
                   ${INDUSTRIES.join(", ")} (default ${DEFAULT_INDUSTRY})
  user create <username> --company <id> --role <admin|editor|viewer|auditor> [--name <display name>]
                   add a user to a company; the password is the first line of standard input
  user reset-password <username>
                   set a new password (first line of standard input) and end the user's sessions
  help             show this text

Passwords: 12 to 128 characters, not a commonly used one. For example:
  printf '%s\n' "$PASSWORD" | node apps/server/dist/main.js user create ada --company 2 --role editor

A database the process cannot write is refused ("Database … is read-only: …", exit code 1).`;

const DEMO_OFF = (command: string) =>
  `DEMO=off: "${command}" only manages the demo company; set DEMO=on to use it.`;

export type CliOptions = DatabaseOptions & {
  /** Where passwords are read from (their first line): process.stdin, or a test's stream. */
  stdin?: Readable;
};

/**
 * Runs one CLI command; returns the process exit code (start keeps running until a signal): 0 done, 1 refused
 * (message on stderr), 2 usage error. Rejects on failure, e.g. DatabaseReadOnlyError; main.ts prints the
 * message and exits with 1.
 */
export async function runCli(argv: string[], env: Env, options: CliOptions = {}): Promise<number> {
  const [command = "start", ...args] = argv;
  switch (command) {
    case "start": {
      const { stop, logger } = await startServer(env, options);
      for (const signal of ["SIGTERM", "SIGINT"] as const) {
        process.once(signal, () => {
          // The server's lifecycle goes to its log, unlike the other commands' output for the operator.
          logger.info(`${signal} received: finishing requests and closing the database…`);
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
      if (isPostgresUrl(env.DATABASE_URL)) {
        return refuse(
          "backup copies a SQLite file; back up PostgreSQL with pg_dump or your provider's snapshots.",
        );
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
    case "db":
      if (args[0] === "copy") return dbCopy(args.slice(1));
      return usageError(`Unknown db command: ${args[0] ?? "(none)"}`);
    case "company":
      if (args[0] === "create") return companyCreate(args.slice(1), env, options);
      return usageError(`Unknown company command: ${args[0] ?? "(none)"}`);
    case "user":
      if (args[0] === "create") return userCreate(args.slice(1), env, options);
      if (args[0] === "reset-password") return userResetPassword(args.slice(1), env, options);
      return usageError(`Unknown user command: ${args[0] ?? "(none)"}`);
    case "help":
    case "--help":
      console.log(USAGE);
      return 0;
    default:
      console.error(`Unknown command: ${command}\n\n${USAGE}`);
      return 2;
  }
}

/**
 * `db copy --from <url> --to <url>`: one line per table as it is copied, then the verified total. The URLs
 * are its own, not DATABASE_URL: an operator moving to PostgreSQL names both ends.
 */
async function dbCopy(args: string[]): Promise<number> {
  const parsed = parseCommand(args, { from: { type: "string" }, to: { type: "string" } });
  const { from, to } = parsed?.values ?? {};
  if (!parsed || !from || !to || parsed.positionals.length > 0)
    return usageError("Usage: db copy --from <url> --to <url>");
  try {
    const summary = await copyDatabase({
      from,
      to,
      onProgress: ({ name, rows }) => console.log(`  ${name}: ${count(rows, "row")}`),
    });
    for (const { name, rows } of summary.skipped)
      console.log(`  ${name}: skipped, ${count(rows, "row")} (the target's engine has no such table)`);
    console.log(
      `Copied ${count(summary.rows, "row")} in ${count(summary.tables.length, "table")} from ${redactDatabaseUrl(from)} ` +
        `to ${redactDatabaseUrl(to)}; row counts and totals match.`,
    );
    return 0;
  } catch (error) {
    if (error instanceof DatabaseCopyRefusedError || error instanceof DatabaseCopyMismatchError)
      return refuse(error.message);
    throw error;
  }
}

/** "1 row", "12,345 rows". */
function count(n: number, noun: string): string {
  return `${n.toLocaleString("en-US")} ${noun}${n === 1 ? "" : "s"}`;
}

/** `company create <name> [--industry <industry>]`: prints only the id, so scripts can capture it. */
async function companyCreate(args: string[], env: Env, options: CliOptions): Promise<number> {
  const parsed = parseCommand(args, { industry: { type: "string" } });
  const name = parsed?.positionals[0]?.trim();
  if (!parsed || !name || parsed.positionals.length > 1)
    return usageError("Usage: company create <name> [--industry <industry>] (quote a name with spaces)");
  if (name.length > MAX_NAME) return refuse(`Company name must be at most ${MAX_NAME} characters.`);
  const asked = parsed.values.industry ?? DEFAULT_INDUSTRY;
  const industry = INDUSTRIES.find((i) => i.toLowerCase() === asked.trim().toLowerCase());
  if (!industry) return refuse(`Unknown industry "${asked}": choose one of ${INDUSTRIES.join(", ")}.`);
  return withWritableDb(env, options, async (h) => {
    await migrateToLatest(h.db);
    const now = new Date().toISOString();
    const companyId = await h.db.transaction().execute(async (trx) => {
      const id = await createCompany(trx, { name, industry, now });
      await appendAudit(trx, {
        companyId: id,
        userId: null,
        at: now,
        action: "create",
        entity: "company",
        entityId: id,
        after: { name, industry, via: "cli" },
      });
      return id;
    });
    console.log(String(companyId));
  });
}

/** `user create <username> --company <id> --role <role> [--name <display name>]`, password on stdin. */
async function userCreate(args: string[], env: Env, options: CliOptions): Promise<number> {
  const parsed = parseCommand(args, {
    company: { type: "string" },
    role: { type: "string" },
    name: { type: "string" },
  });
  const username = parsed?.positionals[0]?.trim();
  if (!parsed || !username || parsed.positionals.length > 1 || !parsed.values.company || !parsed.values.role)
    return usageError(
      "Usage: user create <username> --company <id> --role <admin|editor|viewer|auditor> [--name <display name>]",
    );
  // Longer usernames could never sign in: the login form accepts at most this many characters.
  if (username.length > MAX_USERNAME) return refuse(`Username must be at most ${MAX_USERNAME} characters.`);
  const role = roleSchema.safeParse(parsed.values.role);
  if (!role.success)
    return refuse(`Unknown role "${parsed.values.role}": choose admin, editor, viewer or auditor.`);
  const companyArg = parsed.values.company;
  const companyId = /^[1-9]\d{0,15}$/.test(companyArg) ? Number(companyArg) : null;
  const name = parsed.values.name?.trim() || username;
  if (name.length > MAX_NAME) return refuse(`Name must be at most ${MAX_NAME} characters.`);
  return withWritableDb(env, options, async (h) => {
    await migrateToLatest(h.db);
    // Checked before the password is asked for, so an operator does not type one for nothing.
    const company = companyId === null ? null : await getCompany(h.db, { companyId });
    if (!company) return refuse(`No company with id ${companyArg}.`);
    if (await usernameTaken(h.db, { username })) return refuse(`Username "${username}" is already taken.`);
    const password = await readPassword(options, `Password for ${username}: `);
    if (typeof password === "number") return password;
    const passwordHash = await hashPassword(password);
    const now = new Date().toISOString();
    const userId = await h.db.transaction().execute(async (trx) => {
      const id = await insertMember(trx, {
        companyId: company.id,
        user: { username, name, passwordHash },
        role: role.data,
        now,
      });
      await appendAudit(trx, {
        companyId: company.id,
        userId: null,
        at: now,
        action: "create",
        entity: "member",
        entityId: id,
        after: { username, name, role: role.data, via: "cli" },
      });
      return id;
    });
    console.log(
      `Created user ${username} (id ${userId}), ${role.data} of ${company.name} (company ${company.id}).`,
    );
  });
}

/** `user reset-password <username>`: new password on stdin; every session of the user ends, every API token is revoked. */
async function userResetPassword(args: string[], env: Env, options: CliOptions): Promise<number> {
  const parsed = parseCommand(args, {});
  const username = parsed?.positionals[0]?.trim();
  if (!parsed || !username || parsed.positionals.length > 1)
    return usageError("Usage: user reset-password <username>");
  return withWritableDb(env, options, async (h) => {
    await migrateToLatest(h.db);
    const user = await findUserByUsername(h.db, { username });
    if (!user) return refuse(`No user named "${username}".`);
    const password = await readPassword(options, `New password for ${username}: `);
    if (typeof password === "number") return password;
    const passwordHash = await hashPassword(password);
    const now = new Date().toISOString();
    // A reset is what an operator does when an account may be in someone else's hands: every way in ends.
    const { ended, revoked } = await h.db.transaction().execute(async (trx) => {
      await setPasswordHash(trx, { username, passwordHash });
      const n = await deleteUserSessions(trx, { userId: user.id });
      const tokens = await revokeUserApiTokens(trx, { companyId: user.company.id, userId: user.id, now });
      await appendAudit(trx, {
        companyId: user.company.id,
        userId: null,
        at: now,
        action: "reset-password",
        entity: "member",
        entityId: user.id,
        after: { sessionsEnded: n, tokensRevoked: tokens, via: "cli" },
      });
      return { ended: n, revoked: tokens };
    });
    console.log(
      `Password of ${username} reset; ${count(ended, "session")} ended, ${count(revoked, "API token")} revoked.`,
    );
  });
}

const MAX_NAME = 200;
const MAX_USERNAME = 100;

type OptionSpec = Record<string, { type: "string" }>;

/** Positionals and `--option value` pairs; null (after printing why) for an unknown or valueless option. */
function parseCommand(args: string[], spec: OptionSpec) {
  try {
    return parseArgs({ args, options: spec, allowPositionals: true, strict: true });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return null;
  }
}

/**
 * The password from the first line of standard input (a pipe, a file, or typed: it is echoed, as the CLI is
 * meant for scripts), checked against the password policy. Returns the exit code 1 when refused.
 */
async function readPassword(options: CliOptions, prompt: string): Promise<string | number> {
  const input = options.stdin ?? process.stdin;
  if ((input as { isTTY?: boolean }).isTTY) process.stderr.write(prompt);
  const password = await readFirstLine(input);
  if (!password) return refuse("No password: give it as the first line of standard input.");
  const problem = passwordProblem(password);
  return problem ? refuse(`${problem}.`) : password;
}

async function readFirstLine(input: Readable): Promise<string | null> {
  const lines = createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY, terminal: false });
  try {
    for await (const line of lines) return line;
    return null;
  } finally {
    lines.close();
  }
}

function refuse(message: string): number {
  console.error(message);
  return 1;
}

function usageError(message: string): number {
  console.error(`${message}\n\n${USAGE}`);
  return 2;
}

/** Runs `fn` on a database it may write; the exit code is the number `fn` returns (when it refuses), else 0. */
async function withWritableDb(
  env: Env,
  options: DatabaseOptions,
  fn: (h: DbHandle) => Promise<unknown>,
): Promise<number> {
  const h = await openWritableDatabase(env, options);
  try {
    const code = await fn(h);
    return typeof code === "number" ? code : 0;
  } finally {
    await h.close();
  }
}
