import { existsSync, mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb, listSuppliers, migrateToLatest } from "@esg/db";
import { describe, expect, it, vi } from "vitest";
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
