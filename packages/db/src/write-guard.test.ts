import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDb, type DbHandle } from "./create-db";
import { migrateToLatest } from "./migrate";
import { rawSqliteOf } from "./sqlite-dialect";
import { guardWrites, isGuarded, UnguardedWriteError, unguarded } from "./write-guard";

let h: DbHandle;
beforeEach(async () => {
  h = createDb(":memory:");
  await migrateToLatest(h.db);
  await h.db
    .insertInto("companies")
    .values({ id: 1, name: "A Ltd", industry: "Mining", feedback_slug: "a", created_at: "2026-11-26" })
    .execute();
});
afterEach(() => h.close());

const supplier = {
  company_id: 1,
  name: "S",
  risk_tier: "low",
  disclosure_score: 50,
  responded: 1,
  country: "GB",
  category: null,
};
const count = async (table: "suppliers" | "audit_log") =>
  Number(
    (
      await h.db
        .selectFrom(table)
        .select((e) => e.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe("guardWrites", () => {
  it("refuses INSERT, UPDATE and DELETE of company data, and raw SQL writes, storing nothing", async () => {
    const g = guardWrites(h.db);
    await expect(g.insertInto("suppliers").values(supplier).execute()).rejects.toThrow(UnguardedWriteError);
    await expect(
      g
        .insertInto("audit_log")
        .values({ company_id: 1, at: "x", action: "create", entity: "supplier" })
        .execute(),
    ).rejects.toThrow(/INSERT on "audit_log" outside a write transaction/);
    await h.db.insertInto("suppliers").values(supplier).execute();
    await expect(g.updateTable("suppliers").set({ name: "T" }).execute()).rejects.toThrow(
      /UPDATE on "suppliers"/,
    );
    await expect(g.deleteFrom("suppliers").execute()).rejects.toThrow(/DELETE on "suppliers"/);
    await expect(sql`DELETE FROM suppliers`.execute(g)).rejects.toThrow(/DELETE on "suppliers"/);
    await expect(sql`update "companies" set name = 'x'`.execute(g)).rejects.toThrow(/UPDATE on "companies"/);
    expect(await count("suppliers")).toBe(1);
    expect(await count("audit_log")).toBe(0);
  });

  it("refuses inside a transaction opened on the guarded handle too", async () => {
    const g = guardWrites(h.db);
    await expect(
      g.transaction().execute((trx) => trx.insertInto("suppliers").values(supplier).execute()),
    ).rejects.toThrow(UnguardedWriteError);
    expect(await count("suppliers")).toBe(0);
  });

  it("lets reads, bookkeeping and the unguarded handle through", async () => {
    const g = guardWrites(h.db);
    expect(await g.selectFrom("suppliers").selectAll().execute()).toEqual([]);
    const user = await h.db
      .insertInto("users")
      .values({ company_id: 1, username: "u", password_hash: "x", name: "U", created_at: "2026-11-26" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await g
      .insertInto("sessions")
      .values({
        id: "s",
        user_id: user.id,
        secret_hash: new Uint8Array(32),
        expires_at: 1,
        created_at: "2026-11-26",
      })
      .execute();
    await h.db
      .insertInto("api_tokens")
      .values({
        company_id: 1,
        user_id: user.id,
        name: "t",
        scope: "read",
        token_hash: "h",
        created_at: "2026-11-26",
        expires_at: "2027-11-26",
      })
      .execute();
    // A token's "last used" stamp is bookkeeping; revoking it (another column) is company data.
    await g.updateTable("api_tokens").set({ last_used_at: "2026-11-26T10:00:00Z" }).execute();
    await expect(g.updateTable("api_tokens").set({ revoked_at: "2026-11-26" }).execute()).rejects.toThrow(
      /UPDATE on "api_tokens"/,
    );
    await unguarded(g).insertInto("suppliers").values(supplier).execute();
    expect(await count("suppliers")).toBe(1);
  });

  it("is one handle per database that keeps the raw connection, and unwraps to the original", () => {
    const g = guardWrites(h.db);
    expect(guardWrites(h.db)).toBe(g);
    expect(guardWrites(g)).toBe(g);
    expect(isGuarded(g)).toBe(true);
    expect(isGuarded(h.db)).toBe(false);
    expect(unguarded(g)).toBe(h.db);
    expect(unguarded(h.db)).toBe(h.db);
    expect(rawSqliteOf(g)).toBe(rawSqliteOf(h.db));
  });
});
