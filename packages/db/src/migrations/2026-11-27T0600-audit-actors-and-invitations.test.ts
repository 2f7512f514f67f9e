import type { Kysely } from "kysely";
import { expect } from "vitest";
import { atMigrationBefore, describeOnBothEngines } from "./migration-test";

const NAME = "2026-11-27T0600-audit-actors-and-invitations";

/** Existing entries take their user's name and role in the entry's company; entries without a user stay empty. */
async function check(db: Kysely<any>) {
  const m = await atMigrationBefore(NAME, db);
  await db.insertInto("companies").values({ id: 1, name: "Northwind", industry: "Manufacturing" }).execute();
  await db
    .insertInto("users")
    .values([
      { id: 1, company_id: 1, username: "alex", password_hash: "x", name: "Alex Morgan" },
      { id: 2, company_id: 1, username: "sam", password_hash: "x", name: "Sam Editor" },
    ])
    .execute();
  await db
    .insertInto("memberships")
    .values({ company_id: 1, user_id: 1, role: "admin", created_at: "2026-11-01T00:00:00Z" })
    .execute();
  const entry = (id: number, userId: number | null) => ({
    id,
    company_id: 1,
    at: "2026-11-02T00:00:00Z",
    user_id: userId,
    action: "create",
    entity: "site",
  });
  await db
    .insertInto("audit_log")
    .values([entry(1, 1), entry(2, 2), entry(3, null)])
    .execute();
  await m.up();

  const rows = await db
    .selectFrom("audit_log")
    .select(["id", "user_name", "user_role"])
    .orderBy("id")
    .execute();
  expect(rows).toEqual([
    { id: 1, user_name: "Alex Morgan", user_role: "admin" },
    { id: 2, user_name: "Sam Editor", user_role: null },
    { id: 3, user_name: null, user_role: null },
  ]);
  const invitation = await db
    .insertInto("invitations")
    .values({
      company_id: 1,
      token_hash: "h",
      role: "viewer",
      created_by: 1,
      created_at: "2026-11-02T00:00:00Z",
      expires_at: "2026-11-09T00:00:00Z",
      email: "kim@example.com",
      revoked_at: "2026-11-03T00:00:00Z",
      revoked_by: 1,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  expect(invitation.id).toBeGreaterThan(0);

  await m.down();
}

describeOnBothEngines(NAME, "backfills the actors of existing entries", check);
