/** The scope 3 screening a company recorded per reporting year and category. Every function filters by company. */
import type { StoredScreening } from "@esg/domain";
import type { Db } from "../create-db";

export async function listScope3Screening(
  db: Db,
  params: { companyId: number; year: number },
): Promise<StoredScreening[]> {
  return db
    .selectFrom("scope3_screenings")
    .select(["category", "status", "method", "justification"])
    .where("company_id", "=", params.companyId)
    .where("reporting_year", "=", params.year)
    .orderBy("category")
    .execute();
}

/** Stores the categories given for the year (one row each, replacing what was recorded); others stay. */
export async function saveScope3Screening(
  db: Db,
  params: {
    companyId: number;
    year: number;
    userId: number | null;
    now: string;
    categories: readonly {
      category: number;
      status: string;
      method: string | null;
      justification: string | null;
    }[];
  },
): Promise<void> {
  for (const c of params.categories) {
    const values = {
      status: c.status,
      method: c.method,
      justification: c.justification,
      updated_at: params.now,
      updated_by: params.userId,
    };
    await db
      .insertInto("scope3_screenings")
      .values({ company_id: params.companyId, reporting_year: params.year, category: c.category, ...values })
      .onConflict((oc) => oc.columns(["company_id", "reporting_year", "category"]).doUpdateSet(values))
      .execute();
  }
}
