import { createDb, migrateToLatest } from "@esg/db";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cachedUntilDataChanges } from "./data-version-cache";

let handle: ReturnType<typeof createDb>;
beforeEach(async () => {
  handle = createDb(":memory:");
  await migrateToLatest(handle.db);
});
afterEach(() => handle.close());

function counted() {
  let runs = 0;
  const load = cachedUntilDataChanges(async (_db, companyId, today) => ({ companyId, today, run: ++runs }));
  return { load, runs: () => runs };
}

describe("cachedUntilDataChanges", () => {
  it("computes once while nothing is written, per company", async () => {
    const { load, runs } = counted();
    const now = new Date("2026-11-24T10:00:00Z");
    const first = await load(handle.db, 1, now);
    expect(await load(handle.db, 1, now)).toBe(first);
    expect(runs()).toBe(1);
    await load(handle.db, 2, now);
    expect(runs()).toBe(2);
  });

  it("computes again after a write to that company only, and when the day turns", async () => {
    const { load, runs } = counted();
    const now = new Date("2026-11-24T10:00:00Z");
    const a = await addCompany("A Ltd");
    const b = await addCompany("B Ltd");
    const firstB = await load(handle.db, b, now);
    await load(handle.db, a, now);
    expect(runs()).toBe(2);
    await handle.db.insertInto("suppliers").values(supplier(a)).execute();
    await load(handle.db, a, now);
    expect(runs()).toBe(3);
    // Company A's write leaves B's result as it was: the very same object, not a rebuild.
    expect(await load(handle.db, b, now)).toBe(firstB);
    expect(runs()).toBe(3);
    await load(handle.db, a, new Date("2026-11-25T00:00:01Z"));
    expect(runs()).toBe(4);
  });

  it("keeps the result across bookkeeping writes: a token's last use, upload chunks, sessions", async () => {
    const { load, runs } = counted();
    const now = new Date("2026-11-24T10:00:00Z");
    const a = await addCompany("A Ltd");
    const user = await handle.db
      .insertInto("users")
      .values({ company_id: a, username: "a", password_hash: "x", name: "A", created_at: "2026-11-24" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await handle.db
      .insertInto("api_tokens")
      .values({
        company_id: a,
        user_id: user.id,
        name: "t",
        scope: "read",
        token_hash: "h",
        created_at: "2026-11-24T00:00:00Z",
        expires_at: "2027-11-24T00:00:00Z",
      })
      .execute();
    const first = await load(handle.db, a, now);
    await handle.db.updateTable("api_tokens").set({ last_used_at: now.toISOString() }).execute();
    await handle.db
      .insertInto("sessions")
      .values({
        id: "s",
        secret_hash: new Uint8Array([1]),
        user_id: user.id,
        expires_at: 1,
        created_at: "2026-11-24",
      })
      .execute();
    await handle.db.deleteFrom("carbon_upload_chunks").execute();
    expect(await load(handle.db, a, now)).toBe(first);
    expect(runs()).toBe(1);
  });
});

async function addCompany(name: string): Promise<number> {
  const row = await handle.db
    .insertInto("companies")
    .values({ name, industry: "Energy", created_at: "2026-11-24" })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

function supplier(companyId: number) {
  return {
    company_id: companyId,
    name: "Supplier",
    risk_tier: "low",
    disclosure_score: 50,
    responded: 0,
    country: null,
    category: null,
  };
}
