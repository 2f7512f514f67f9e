import type { Db } from "../create-db";
import type { Database } from "../schema";

/**
 * One module's share of the demo data. `tables` lists the module's company-owned tables, children first:
 * Reset Demo empties them (every table has `company_id`) and calls `seed` again, in one transaction.
 */
export type CompanySeeder = {
  name: string;
  tables: readonly (keyof Database)[];
  seed: (trx: Db, companyId: number, now: Date) => Promise<void>;
};
