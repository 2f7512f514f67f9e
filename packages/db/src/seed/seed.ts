import type { Db } from "../create-db";
import { DEMO_COMPANY, DEMO_USER } from "./demo-data";
import { SEEDERS } from "./seeders";

/** Inserts the demo rows of every module for one company. */
export async function seedCompanyData(trx: Db, companyId: number, now = new Date()): Promise<void> {
  for (const seeder of SEEDERS) await seeder.seed(trx, companyId, now);
}

/** Seeds the demo company and user when the database has no company yet. Returns whether it seeded. */
export async function seedIfEmpty(db: Db, opts: { demoPasswordHash: string }): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom("companies").select("id").limit(1).executeTakeFirst();
    if (existing) return false;
    const now = new Date();
    const company = await trx
      .insertInto("companies")
      .values({ name: DEMO_COMPANY.name, industry: DEMO_COMPANY.industry, created_at: now.toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("users")
      .values({
        company_id: company.id,
        username: DEMO_USER.username,
        password_hash: opts.demoPasswordHash,
        name: DEMO_USER.name,
        created_at: now.toISOString(),
      })
      .execute();
    await seedCompanyData(trx, company.id, now);
    return true;
  });
}

/** Reset Demo: restores the seed rows of one company in a single transaction; users and sessions stay. */
export async function resetCompanyData(db: Db, params: { companyId: number }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Later modules may reference earlier ones, so empty them in reverse order.
    for (const seeder of [...SEEDERS].reverse()) {
      for (const table of seeder.tables) {
        await trx.deleteFrom(table).where("company_id", "=", params.companyId).execute();
      }
    }
    await seedCompanyData(trx, params.companyId);
  });
}
