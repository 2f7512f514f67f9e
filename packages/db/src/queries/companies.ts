import type { Db } from "../create-db";

export async function getCompany(db: Db, params: { companyId: number }) {
  return (
    (await db
      .selectFrom("companies")
      .select(["id", "name", "industry"])
      .where("id", "=", params.companyId)
      .executeTakeFirst()) ?? null
  );
}
