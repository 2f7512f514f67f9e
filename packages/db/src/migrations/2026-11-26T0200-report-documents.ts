import type { Kysely } from "kysely";

/**
 * Every company gets one report document per report type (ESRS E1 draft, GRI 305, IFRS S2, supplier risk):
 * before this only the demo seed created them, so a company that signed up could not download anything.
 * From now on sign-up creates them (queries/documents.ts ensureReportDocuments); this backfills the
 * companies that exist. A report of another year is the same id with ?year= (docs/decisions). The catalogue
 * is copied, not imported: a migration is frozen once landed. Data only, the same on both engines.
 */
const CATALOGUE = [
  // Inserted in this order, so the ESRS E1 draft is the newest row and leads the dashboard's list.
  { type: "Supplier", filename: "Supplier_ESG_Risk_Summary.csv" },
  { type: "ISSB", filename: "IFRS_S2_Climate_Metrics_Summary.pdf" },
  { type: "GRI", filename: "GRI_305_Emissions_Table.csv" },
  { type: "CSRD", filename: "CSRD_ESRS_E1_Climate_Disclosure_Draft.pdf" },
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const companies: { id: number }[] = await db.selectFrom("companies").select("id").orderBy("id").execute();
  const existing: { company_id: number; type: string }[] = await db
    .selectFrom("documents")
    .select(["company_id", "type"])
    .execute();
  const have = new Set(existing.map((d) => `${Number(d.company_id)}:${d.type}`));
  const createdAt = new Date().toISOString();
  const rows = companies.flatMap((c) =>
    CATALOGUE.filter((d) => !have.has(`${Number(c.id)}:${d.type}`)).map((d) => ({
      company_id: c.id,
      filename: d.filename,
      type: d.type,
      created_at: createdAt,
    })),
  );
  // A few rows per company; chunks keep each statement well under both engines' parameter limits.
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto("documents")
      .values(rows.slice(i, i + 200))
      .execute();
  }
}

/** The rows stay: they are ordinary documents, as the demo seed's always were. */
export async function down(): Promise<void> {}
