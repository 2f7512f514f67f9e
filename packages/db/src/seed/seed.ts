import type { Db } from "../create-db";
import { lockForTransaction } from "../locks";
import { createCompanyWithAdmin } from "../queries/organisations";
import type { Database } from "../schema";
import { inTransaction } from "../transaction";
import { DEMO_COMPANY, DEMO_USER } from "./demo-data";
import { SEEDERS } from "./seeders";

/** Inserts the demo rows of every module for one company. */
async function seedCompanyData(trx: Db, companyId: number, now = new Date()): Promise<void> {
  for (const seeder of SEEDERS) await seeder.seed(trx, companyId, now);
}

/** Seeds the demo company and user when the database has no company yet. Returns whether it seeded. */
export async function seedIfEmpty(db: Db, opts: { demoPasswordHash: string }): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Two app processes starting on one empty PostgreSQL database must not both seed.
    await lockForTransaction(trx, "esg:seed-if-empty");
    const existing = await trx.selectFrom("companies").select("id").limit(1).executeTakeFirst();
    if (existing) return false;
    const now = new Date();
    // The demo user is the demo company's admin, so demo/demo can try every feature.
    const { companyId } = await createCompanyWithAdmin(trx, {
      company: { name: DEMO_COMPANY.name, industry: DEMO_COMPANY.industry },
      admin: { username: DEMO_USER.username, passwordHash: opts.demoPasswordHash, name: DEMO_USER.name },
      now: now.toISOString(),
    });
    await seedCompanyData(trx, companyId, now);
    return true;
  });
}

/** The company-owned tables Reset Demo empties and seeds again (the others: KEPT_BY_RESET). */
export const RESET_TABLES: readonly (keyof Database)[] = SEEDERS.flatMap((s) => s.tables);

/** Reset Demo: restores the seed rows of one company in a single transaction; users and sessions stay. */
export async function resetCompanyData(db: Db, params: { companyId: number }): Promise<void> {
  await inTransaction(db, async (trx) => {
    // Later modules may reference earlier ones, so empty them in reverse order.
    for (const seeder of [...SEEDERS].reverse()) {
      for (const table of seeder.tables) {
        await trx.deleteFrom(table).where("company_id", "=", params.companyId).execute();
      }
    }
    await seedCompanyData(trx, params.companyId);
  });
}
