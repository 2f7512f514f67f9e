import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import {
  createDb,
  insertApiToken,
  insertSession,
  isPostgresUrl,
  listAudit,
  listSuppliers,
  migrateToLatest,
  seedIfEmpty,
} from "@esg/db";
import { sql } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { verifyPassword } from "./auth/password";
import { runCli } from "./cli";
import { readEnv } from "./env";

describe("CLI", () => {
  it("migrates, seeds, resets and backs up a database file", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const dir = mkdtempSync(join(tmpdir(), "esg-cli-"));
    const env = readEnv({ DATABASE_URL: join(dir, "esg.sqlite") });
    expect(await runCli(["migrate"], env)).toBe(0);
    expect(await runCli(["seed"], env)).toBe(0);

    const h = createDb(env.DATABASE_URL);
    await h.db.deleteFrom("suppliers").execute();
    await h.close();
    expect(await runCli(["reset"], env)).toBe(0);

    const backup = join(dir, "backup.sqlite");
    expect(await runCli(["backup", backup], env)).toBe(0);
    expect(existsSync(backup)).toBe(true);
    expect((statSync(backup).mode & 0o777).toString(8)).toBe("600");
    const copy = createDb(backup);
    expect(await listSuppliers(copy.db, { companyId: 1 })).toHaveLength(10);
    await copy.close();
  }, 20_000);

  it("refuses a read-only database with a clear message, but still backs it up", async () => {
    vi.spyOn(console, "log").mockImplementation(() => {});
    const dir = mkdtempSync(join(tmpdir(), "esg-cli-"));
    const env = readEnv({ DATABASE_URL: join(dir, "esg.sqlite") });
    const h = createDb(env.DATABASE_URL);
    await migrateToLatest(h.db);
    await h.close();
    // Root (the test runner) writes through a 0444 file, so the database is opened read-only instead.
    const readonly = { database: { readonly: true } };
    const message = `Database ${env.DATABASE_URL} is read-only: attempt to write a readonly database`;
    for (const command of ["migrate", "seed", "reset", "start"]) {
      await expect(runCli([command], env, readonly), command).rejects.toThrow(message);
    }
    expect(await runCli(["backup", join(dir, "copy.sqlite")], env, readonly)).toBe(0);
    expect(existsSync(join(dir, "copy.sqlite"))).toBe(true);
  });

  it("with DEMO=off, refuses to seed or reset the demo company", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const dir = mkdtempSync(join(tmpdir(), "esg-cli-"));
    const env = readEnv({ DATABASE_URL: join(dir, "esg.sqlite"), DEMO: "off" });
    expect(await runCli(["migrate"], env)).toBe(0);
    expect(await runCli(["seed"], env)).toBe(1);
    expect(error).toHaveBeenLastCalledWith(
      'DEMO=off: "seed" only manages the demo company; set DEMO=on to use it.',
    );
    expect(await runCli(["reset"], env)).toBe(1);
    expect(error).toHaveBeenLastCalledWith(
      'DEMO=off: "reset" only manages the demo company; set DEMO=on to use it.',
    );
    const h = createDb(env.DATABASE_URL);
    expect(await h.db.selectFrom("companies").selectAll().execute()).toEqual([]);
    await h.close();
  });

  it("does not back up a database that does not exist (nor create it)", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const dir = mkdtempSync(join(tmpdir(), "esg-cli-"));
    const env = readEnv({ DATABASE_URL: join(dir, "missing.sqlite") });
    expect(await runCli(["backup", join(dir, "copy.sqlite")], env)).toBe(1);
    expect(error).toHaveBeenLastCalledWith(`No database at ${env.DATABASE_URL}: nothing to back up.`);
    expect(existsSync(env.DATABASE_URL)).toBe(false);
    expect(existsSync(join(dir, "copy.sqlite"))).toBe(false);
  });

  it("rejects an unknown command and a backup without a target", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const env = readEnv({ DATABASE_URL: ":memory:" });
    expect(await runCli(["frobnicate"], env)).toBe(2);
    expect(await runCli(["backup"], env)).toBe(2);
  });
});

describe("CLI for operators", () => {
  const PASSWORD = "correct horse battery staple";
  const stdin = (text: string) => ({ stdin: Readable.from([Buffer.from(text)]) });

  /** A fresh database file with output captured: `out()` is the last stdout line, `err()` the last stderr. */
  function setup() {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const dir = mkdtempSync(join(tmpdir(), "esg-cli-"));
    const env = readEnv({ DATABASE_URL: join(dir, "esg.sqlite"), DEMO: "off" });
    return {
      env,
      out: () => log.mock.lastCall?.[0],
      err: () => error.mock.lastCall?.[0],
      async query<T>(fn: (db: ReturnType<typeof createDb>["db"]) => Promise<T>): Promise<T> {
        const h = createDb(env.DATABASE_URL);
        try {
          return await fn(h.db);
        } finally {
          await h.close();
        }
      },
    };
  }

  async function userRow(t: ReturnType<typeof setup>, username: string) {
    return t.query((db) =>
      db
        .selectFrom("users")
        .innerJoin("memberships", "memberships.user_id", "users.id")
        .select(["users.id", "users.company_id", "users.name", "users.password_hash", "memberships.role"])
        .where("username", "=", username)
        .executeTakeFirst(),
    );
  }

  it("company create prints the new id, with the default or a named industry, and audits it", async () => {
    const t = setup();
    expect(await runCli(["company", "create", "Acme Ltd"], t.env)).toBe(0);
    expect(t.out()).toBe("1");
    expect(await runCli(["company", "create", "  Volt GmbH ", "--industry", "energy"], t.env)).toBe(0);
    expect(t.out()).toBe("2");
    const companies = await t.query((db) =>
      db.selectFrom("companies").select(["id", "name", "industry"]).orderBy("id").execute(),
    );
    expect(companies).toEqual([
      { id: 1, name: "Acme Ltd", industry: "Technology" },
      { id: 2, name: "Volt GmbH", industry: "Energy" },
    ]);
    // A company without members: the admin comes with `user create … --role admin`.
    expect(await t.query((db) => db.selectFrom("users").selectAll().execute())).toEqual([]);
    const audit = await t.query((db) => listAudit(db, { companyId: 2, page: 1, pageSize: 10 }));
    expect(audit.entries).toMatchObject([
      { userId: null, action: "create", entity: "company", entityId: "2", after: { industry: "Energy" } },
    ]);
  });

  it("company create refuses an unknown industry (1) and a missing name (2)", async () => {
    const t = setup();
    expect(await runCli(["migrate"], t.env)).toBe(0);
    expect(await runCli(["company", "create", "Acme", "--industry", "Mining"], t.env)).toBe(1);
    expect(t.err()).toBe(
      'Unknown industry "Mining": choose one of Technology, Manufacturing, Financial Services, Healthcare, Energy, Consumer Goods.',
    );
    expect(await runCli(["company", "create"], t.env)).toBe(2);
    expect(t.err()).toMatch(/^Usage: company create <name> \[--industry <industry>\]/);
    expect(await runCli(["company", "create", "Acme", "Ltd"], t.env)).toBe(2);
    expect(await runCli(["company", "create", "Acme", "--size", "big"], t.env)).toBe(2);
    expect(await runCli(["company", "delete", "1"], t.env)).toBe(2);
    expect(await t.query((db) => db.selectFrom("companies").selectAll().execute())).toEqual([]);
  });

  it("user create adds a member with the role and the password from the first line of stdin", async () => {
    const t = setup();
    await runCli(["company", "create", "Acme"], t.env);
    const argv = ["user", "create", "ada", "--company", "1", "--role", "editor", "--name", "Ada Lovelace"];
    expect(await runCli(argv, t.env, stdin(`${PASSWORD}\r\nignored second line\n`))).toBe(0);
    expect(t.out()).toBe("Created user ada (id 1), editor of Acme (company 1).");
    const ada = await userRow(t, "ada");
    expect(ada).toMatchObject({ company_id: 1, name: "Ada Lovelace", role: "editor" });
    expect(await verifyPassword(ada?.password_hash ?? "", PASSWORD)).toBe(true);

    // Without --name the display name is the username; a last line without a newline is read too.
    const argv2 = ["user", "create", "grace", "--company", "1", "--role", "auditor"];
    expect(await runCli(argv2, t.env, stdin(PASSWORD))).toBe(0);
    expect(await userRow(t, "grace")).toMatchObject({ name: "grace", role: "auditor" });
    const audit = await t.query((db) =>
      listAudit(db, { companyId: 1, entity: "member", page: 1, pageSize: 10 }),
    );
    expect(audit.entries.map((e) => e.after)).toEqual([
      { username: "grace", name: "grace", role: "auditor", via: "cli" },
      { username: "ada", name: "Ada Lovelace", role: "editor", via: "cli" },
    ]);
  }, 20_000);

  it("user create refuses an unknown company, a taken username, an unknown role and a weak password", async () => {
    const t = setup();
    await runCli(["company", "create", "Acme"], t.env);
    const create = (username: string, company: string, role: string, password = PASSWORD) =>
      runCli(
        ["user", "create", username, "--company", company, "--role", role],
        t.env,
        stdin(`${password}\n`),
      );
    expect(await create("ada", "1", "admin")).toBe(0);

    const refusals: [Parameters<typeof create>, string][] = [
      [["bob", "99", "editor"], "No company with id 99."],
      [["bob", "acme", "editor"], "No company with id acme."],
      [["ada", "1", "viewer"], 'Username "ada" is already taken.'],
      [["bob", "1", "owner"], 'Unknown role "owner": choose admin, editor, viewer or auditor.'],
      [["bob", "1", "editor", ""], "No password: give it as the first line of standard input."],
      [["bob", "1", "editor", "short"], "Password must be at least 12 characters."],
      [["bob", "1", "editor", "QWERTY123456"], "This password is too common; choose another."],
      [["x".repeat(101), "1", "editor"], "Username must be at most 100 characters."],
    ];
    for (const [args, message] of refusals) {
      expect(await create(...args), message).toBe(1);
      expect(t.err()).toBe(message);
    }
    expect(await runCli(["user", "create", "bob", "--company", "1"], t.env, stdin(PASSWORD))).toBe(2);
    expect(
      await runCli(["user", "create", "--company", "1", "--role", "editor"], t.env, stdin(PASSWORD)),
    ).toBe(2);
    expect(await runCli(["user", "delete", "ada"], t.env)).toBe(2);
    const users = await t.query((db) => db.selectFrom("users").select("username").execute());
    expect(users).toEqual([{ username: "ada" }]);
  }, 20_000);

  it("user reset-password sets the new password, ends that user's sessions and revokes their API tokens only", async () => {
    const t = setup();
    await runCli(["company", "create", "Acme"], t.env);
    for (const username of ["ada", "bob"]) {
      const argv = ["user", "create", username, "--company", "1", "--role", "editor"];
      expect(await runCli(argv, t.env, stdin(PASSWORD))).toBe(0);
    }
    const ada = await userRow(t, "ada");
    const bob = await userRow(t, "bob");
    await t.query(async (db) => {
      const session = {
        secretHash: new Uint8Array(32),
        expiresAt: Date.now() + 60_000,
        createdAt: Date.now(),
      };
      await insertSession(db, { ...session, id: "ada-laptop", userId: ada?.id ?? 0 });
      await insertSession(db, { ...session, id: "ada-phone", userId: ada?.id ?? 0 });
      await insertSession(db, { ...session, id: "bob-laptop", userId: bob?.id ?? 0 });
      const token = { companyId: 1, scope: "read" as const, now: "2026-11-26T00:00:00.000Z" };
      const expiresAt = "2099-01-01T00:00:00.000Z";
      await insertApiToken(db, {
        ...token,
        userId: ada?.id ?? 0,
        name: "ada-script",
        tokenHash: "a",
        expiresAt,
      });
      await insertApiToken(db, {
        ...token,
        userId: bob?.id ?? 0,
        name: "bob-script",
        tokenHash: "b",
        expiresAt,
      });
    });

    const next = "a brand new passphrase";
    expect(await runCli(["user", "reset-password", "ada"], t.env, stdin(`${next}\n`))).toBe(0);
    expect(t.out()).toBe("Password of ada reset; 2 sessions ended, 1 API token revoked.");
    const after = await userRow(t, "ada");
    expect(await verifyPassword(after?.password_hash ?? "", next)).toBe(true);
    expect(await verifyPassword(after?.password_hash ?? "", PASSWORD)).toBe(false);
    const sessions = await t.query((db) => db.selectFrom("sessions").select("id").execute());
    expect(sessions).toEqual([{ id: "bob-laptop" }]);
    const tokens = await t.query((db) =>
      db.selectFrom("api_tokens").select(["name", "revoked_at"]).orderBy("name").execute(),
    );
    expect(tokens.map((r) => [r.name, r.revoked_at !== null])).toEqual([
      ["ada-script", true],
      ["bob-script", false],
    ]);
    const audit = await t.query((db) => listAudit(db, { companyId: 1, page: 1, pageSize: 1 }));
    expect(audit.entries[0]).toMatchObject({
      action: "reset-password",
      entity: "member",
      entityId: String(ada?.id),
    });
  }, 20_000);

  it("user reset-password refuses an unknown user and a weak password, changing nothing", async () => {
    const t = setup();
    await runCli(["company", "create", "Acme"], t.env);
    await runCli(["user", "create", "ada", "--company", "1", "--role", "viewer"], t.env, stdin(PASSWORD));
    const before = await userRow(t, "ada");

    expect(await runCli(["user", "reset-password", "nobody"], t.env, stdin(PASSWORD))).toBe(1);
    expect(t.err()).toBe('No user named "nobody".');
    expect(await runCli(["user", "reset-password", "ada"], t.env, stdin("tooshort\n"))).toBe(1);
    expect(t.err()).toBe("Password must be at least 12 characters.");
    expect(await runCli(["user", "reset-password", "ada"], t.env, stdin(""))).toBe(1);
    expect(t.err()).toBe("No password: give it as the first line of standard input.");
    expect(await runCli(["user", "reset-password"], t.env, stdin(PASSWORD))).toBe(2);
    expect((await userRow(t, "ada"))?.password_hash).toBe(before?.password_hash);
  }, 20_000);
});

describe("db copy", () => {
  /** A migrated, seeded database file to copy from; output captured as in the operator tests. */
  async function setup() {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    log.mockClear(); // the spy may be an earlier test's, with its calls
    const dir = mkdtempSync(join(tmpdir(), "esg-cli-"));
    const from = join(dir, "from.sqlite");
    const h = createDb(from);
    await migrateToLatest(h.db);
    await seedIfEmpty(h.db, { demoPasswordHash: "x" });
    await h.close();
    const env = readEnv({ DATABASE_URL: join(dir, "unused.sqlite") });
    return {
      dir,
      from,
      env,
      lines: () => log.mock.calls.map((call) => String(call[0])),
      err: () => error.mock.lastCall?.[0],
    };
  }

  it("copies every table into a new file, one line per table, and reports the verified total", async () => {
    const t = await setup();
    const to = join(t.dir, "to.sqlite");
    expect(await runCli(["db", "copy", "--from", t.from, "--to", to], t.env)).toBe(0);

    const lines = t.lines();
    const final = lines.at(-1) ?? "";
    const [, rows, tables] =
      /^Copied ([\d,]+) rows in (\d+) tables from (?:.+) to (?:.+); row counts/.exec(final) ?? [];
    expect(final).toBe(
      `Copied ${rows} rows in ${tables} tables from ${t.from} to ${to}; row counts and totals match.`,
    );
    expect(lines).toHaveLength(Number(tables) + 1);
    expect(lines).toContain("  suppliers: 10 rows");
    expect(lines).toContain("  companies: 1 row");
    expect(lines[0]).toBe("  companies: 1 row"); // referenced tables first
    const perTable = lines
      .slice(0, -1)
      .map((line) => Number(/: ([\d,]+) rows?$/.exec(line)?.[1]?.replace(/,/g, "")));
    expect(perTable.reduce((a, b) => a + b, 0)).toBe(Number(rows?.replace(/,/g, "")));

    const copy = createDb(to);
    expect(await listSuppliers(copy.db, { companyId: 1 })).toHaveLength(10);
    await copy.close();
  }, 20_000);

  it("refuses a target with data and a missing source (1), and wrong arguments (2)", async () => {
    const t = await setup();
    const to = join(t.dir, "to.sqlite");
    expect(await runCli(["db", "copy", "--from", t.from, "--to", to], t.env)).toBe(0);
    expect(await runCli(["db", "copy", "--from", t.from, "--to", to], t.env)).toBe(1);
    expect(t.err()).toMatch(
      /^Target .+ already holds data \(1 company; rows in \d+ tables: [a-z_, ]+, …\): copy into a new, empty database\.$/,
    );

    const missing = join(t.dir, "missing.sqlite");
    expect(await runCli(["db", "copy", "--from", missing, "--to", join(t.dir, "x.sqlite")], t.env)).toBe(1);
    expect(t.err()).toBe(`No database at ${missing}: nothing to copy.`);
    expect(existsSync(missing)).toBe(false);

    for (const argv of [
      ["db", "copy", "--from", t.from],
      ["db", "copy", "--to", to, t.from],
      ["db", "move"],
      ["db"],
    ])
      expect(await runCli(argv, t.env), argv.join(" ")).toBe(2);
  }, 20_000);

  it("exits with 1 and keeps nothing when the copy's totals do not match", async () => {
    const t = await setup();
    const to = join(t.dir, "to.sqlite");
    const h = createDb(to);
    await migrateToLatest(h.db);
    // A target that alters what it is given: only the verification can tell.
    await sql`CREATE TRIGGER skew AFTER INSERT ON esg_goals BEGIN
      UPDATE esg_goals SET target_value = target_value * 2 WHERE id = new.id; END`.execute(h.db);
    await h.close();

    expect(await runCli(["db", "copy", "--from", t.from, "--to", to], t.env)).toBe(1);
    expect(t.err()).toMatch(
      /^The copy does not match its source, so nothing was kept: esg_goals: total of target_value \S+ became \S+\.$/,
    );
    const copy = createDb(to);
    expect(await copy.db.selectFrom("companies").selectAll().execute()).toEqual([]);
    await copy.close();
  }, 20_000);

  const postgresUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!postgresUrl || !isPostgresUrl(postgresUrl))(
    "copies to PostgreSQL and back, printing URLs without their password",
    async () => {
      const t = await setup();
      const name = `esg_copy_test_${randomBytes(6).toString("hex")}`;
      const server = new URL(postgresUrl as string);
      const admin = createDb(server.toString(), { poolSize: 1 });
      await sql`CREATE DATABASE ${sql.id(name)}`.execute(admin.db);
      try {
        // The test server trusts local connections, so any password is accepted, and must not be printed.
        const pg = new URL(postgresUrl as string);
        pg.password = "s3cret";
        pg.pathname = `/${name}`;
        const back = join(t.dir, "back.sqlite");
        expect(await runCli(["db", "copy", "--from", t.from, "--to", pg.toString()], t.env)).toBe(0);
        expect(await runCli(["db", "copy", "--from", pg.toString(), "--to", back], t.env)).toBe(0);
        const output = t.lines().join("\n");
        expect(output).not.toContain("s3cret");
        expect(output).toContain(`:***@${pg.host}/${name};`);
        expect(t.lines().at(-1)).toMatch(/^Copied [\d,]+ rows in \d+ tables from postgres:\/\/.+:\*\*\*@/);
      } finally {
        await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(admin.db);
        await admin.close();
      }
    },
    30_000,
  );
});
