import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb, listSuppliers } from "@esg/db";
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
    const copy = createDb(backup);
    expect(await listSuppliers(copy.db, { companyId: 1 })).toHaveLength(10);
    await copy.close();
  }, 20_000);

  it("rejects an unknown command and a backup without a target", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const env = readEnv({ DATABASE_URL: ":memory:" });
    expect(await runCli(["frobnicate"], env)).toBe(2);
    expect(await runCli(["backup"], env)).toBe(2);
  });
});
