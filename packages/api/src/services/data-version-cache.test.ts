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

  it("computes again after any write and when the day turns", async () => {
    const { load, runs } = counted();
    const now = new Date("2026-11-24T10:00:00Z");
    await load(handle.db, 1, now);
    await handle.db
      .insertInto("companies")
      .values({ name: "Other Ltd", industry: "Energy", created_at: "2026-11-24" })
      .execute();
    await load(handle.db, 1, now);
    expect(runs()).toBe(2);
    await load(handle.db, 1, new Date("2026-11-25T00:00:01Z"));
    expect(runs()).toBe(3);
  });
});
