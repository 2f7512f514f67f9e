import { describe, expect, it } from "vitest";
import { compiledOnce } from "./compiled-once";
import { createDb } from "./create-db";
import { migrateToLatest } from "./migrate";

const companyName = compiledOnce((db, id) =>
  db
    .selectFrom("companies")
    .select("name")
    .where("id", "=", id as number),
);

describe("a query compiled once", () => {
  it("runs with each call's parameters, on the database it was compiled for and on another", async () => {
    const a = createDb(":memory:");
    const b = createDb(":memory:");
    for (const h of [a, b]) await migrateToLatest(h.db);
    const [first, second] = await a.db
      .insertInto("companies")
      .values([
        { name: "First Ltd", industry: "Technology", created_at: "2026-01-01T00:00:00.000Z" },
        { name: "Second Ltd", industry: "Retail", created_at: "2026-01-01T00:00:00.000Z" },
      ])
      .returning("id")
      .execute();
    expect((await companyName(a.db, first?.id)).rows).toEqual([{ name: "First Ltd" }]);
    expect((await companyName(a.db, second?.id)).rows).toEqual([{ name: "Second Ltd" }]);
    expect((await companyName(a.db, -1)).rows).toEqual([]);
    expect((await companyName(b.db, first?.id)).rows).toEqual([]);
    await a.close();
    await b.close();
  });

  it("refuses a query that does not take its parameters once each, in order", async () => {
    const h = createDb(":memory:");
    const swapped = compiledOnce((db, x, y) =>
      db
        .selectFrom("companies")
        .select("id")
        .where("name", "=", y as string)
        .where("industry", "=", x as string),
    );
    await expect(swapped(h.db, "Retail", "Shop")).rejects.toThrow(/in order/);
    await h.close();
  });
});
