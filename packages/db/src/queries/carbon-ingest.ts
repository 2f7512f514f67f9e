/**
 * Writes a validated upload in one transaction: the data source, one emission activity per record and the
 * rollup deltas. All or nothing: a crash or error leaves no part of it.
 *
 * On SQLite the activities go through one prepared better-sqlite3 statement reused for every row (DESIGN.md
 * "Performance facts": ~3x faster than Kysely multi-row inserts). Other databases, and a `Db` that is itself
 * a transaction, take the portable Kysely path.
 */
import type { EmissionRecord } from "@esg/domain";
import { sql } from "kysely";
import { type Db, rawSqliteOf } from "../sqlite-dialect";

export type StoreIngestParams = {
  companyId: number;
  sourceType: string;
  fileName: string | null;
  uploadedAt: string;
  records: readonly EmissionRecord[];
};

type TotalDelta = { year: number; scope: number; detailKey: string; kg: number; count: number };

export const EMISSION_ACTIVITY_COLUMNS = [
  "company_id",
  "data_source_id",
  "scope",
  "ghg_category",
  "detail_key",
  "activity",
  "description",
  "activity_amount",
  "activity_unit",
  "activity_date",
  "reporting_year",
  "region",
  "total_emissions",
  "emission_factor",
  "emission_factor_unit",
  "factor_id",
  "factor_source",
  "factor_year",
  "market_based_emissions",
] as const;

export const INSERT_ACTIVITY_SQL = `INSERT INTO emission_activities (${EMISSION_ACTIVITY_COLUMNS.join(", ")}) VALUES (${EMISSION_ACTIVITY_COLUMNS.map(() => "?").join(", ")})`;

function totalDeltas(records: readonly EmissionRecord[]): { deltas: TotalDelta[]; kg: number } {
  const byKey = new Map<string, TotalDelta>();
  let kg = 0;
  for (const r of records) {
    kg += r.kgCO2e;
    const key = `${r.year}|${r.scope}|${r.detailKey}`;
    const d = byKey.get(key);
    if (d) {
      d.kg += r.kgCO2e;
      d.count++;
    } else byKey.set(key, { year: r.year, scope: r.scope, detailKey: r.detailKey, kg: r.kgCO2e, count: 1 });
  }
  return { deltas: [...byKey.values()], kg };
}

/** Stores the upload; returns the new data source's id and the total kg CO2e written. */
export async function storeIngest(
  db: Db,
  p: StoreIngestParams,
): Promise<{ dataSourceId: number; kgCO2e: number }> {
  const raw = rawSqliteOf(db);
  if (raw) {
    // Holding Kysely's connection keeps every other query (and any Kysely transaction) off the handle
    // while the synchronous transaction runs.
    return db.connection().execute(async () => storeWithPreparedStatement(raw, p));
  }
  return db.transaction().execute((trx) => storeWithKysely(trx, p));
}

type InsertStatement = { run(...params: unknown[]): unknown };

/**
 * Runs `insert` (INSERT_ACTIVITY_SQL, prepared once) for every record; call it inside a transaction. Shared
 * with the raw floor of `pnpm bench`, which times this loop on its own.
 */
export function insertActivityRows(
  insert: InsertStatement,
  records: readonly EmissionRecord[],
  companyId: number,
  dataSourceId: number | null,
) {
  for (const r of records) {
    insert.run(
      companyId,
      dataSourceId,
      r.scope,
      r.ghgCategory,
      r.detailKey,
      r.activity,
      r.description,
      r.amount,
      r.unit,
      r.date,
      r.year,
      r.region,
      r.kgCO2e,
      r.factorValue,
      r.factorUnit,
      r.factorId,
      r.factorSource,
      r.factorYear,
      r.marketBasedKgCO2e,
    );
  }
}

type RawSqlite = NonNullable<ReturnType<typeof rawSqliteOf>>;

function storeWithPreparedStatement(sqlite: RawSqlite, p: StoreIngestParams) {
  const { deltas, kg } = totalDeltas(p.records);
  const run = sqlite.transaction(() => {
    const source = sqlite
      .prepare(
        `INSERT INTO carbon_data_sources (company_id, file_name, source_type, processing_status, error_message,
           activity_count, total_emissions, uploaded_at) VALUES (?, ?, ?, 'processed', NULL, ?, ?, ?)`,
      )
      .run(p.companyId, p.fileName, p.sourceType, p.records.length, kg, p.uploadedAt);
    const dataSourceId = Number(source.lastInsertRowid);
    insertActivityRows(sqlite.prepare(INSERT_ACTIVITY_SQL), p.records, p.companyId, dataSourceId);
    const companyId = p.companyId;
    const upsert = sqlite.prepare(
      `INSERT INTO carbon_emission_totals (company_id, reporting_year, scope, detail_key, total_emissions, activity_count)
       VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT (company_id, reporting_year, scope, detail_key) DO UPDATE SET
         total_emissions = carbon_emission_totals.total_emissions + excluded.total_emissions,
         activity_count = carbon_emission_totals.activity_count + excluded.activity_count`,
    );
    for (const d of deltas) upsert.run(companyId, d.year, d.scope, d.detailKey, d.kg, d.count);
    return { dataSourceId, kgCO2e: kg };
  });
  return run.immediate();
}

/** Multi-row inserts sized to stay under SQLite's bound-parameter limit. */
const ROWS_PER_INSERT = Math.floor(30_000 / EMISSION_ACTIVITY_COLUMNS.length);

/** The portable path (Kysely only); also used by the seed, which runs inside a transaction. */
export async function storeWithKysely(trx: Db, p: StoreIngestParams) {
  const { deltas, kg } = totalDeltas(p.records);
  const source = await trx
    .insertInto("carbon_data_sources")
    .values({
      company_id: p.companyId,
      file_name: p.fileName,
      source_type: p.sourceType,
      processing_status: "processed",
      error_message: null,
      activity_count: p.records.length,
      total_emissions: kg,
      uploaded_at: p.uploadedAt,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (let i = 0; i < p.records.length; i += ROWS_PER_INSERT) {
    await trx
      .insertInto("emission_activities")
      .values(
        p.records.slice(i, i + ROWS_PER_INSERT).map((r) => ({
          company_id: p.companyId,
          data_source_id: source.id,
          scope: r.scope,
          ghg_category: r.ghgCategory,
          detail_key: r.detailKey,
          activity: r.activity,
          description: r.description,
          activity_amount: r.amount,
          activity_unit: r.unit,
          activity_date: r.date,
          reporting_year: r.year,
          region: r.region,
          total_emissions: r.kgCO2e,
          emission_factor: r.factorValue,
          emission_factor_unit: r.factorUnit,
          factor_id: r.factorId,
          factor_source: r.factorSource,
          factor_year: r.factorYear,
          market_based_emissions: r.marketBasedKgCO2e,
        })),
      )
      .execute();
  }
  for (const d of deltas) {
    await trx
      .insertInto("carbon_emission_totals")
      .values({
        company_id: p.companyId,
        reporting_year: d.year,
        scope: d.scope,
        detail_key: d.detailKey,
        total_emissions: d.kg,
        activity_count: d.count,
      })
      .onConflict((oc) =>
        oc.columns(["company_id", "reporting_year", "scope", "detail_key"]).doUpdateSet({
          total_emissions: sql`carbon_emission_totals.total_emissions + excluded.total_emissions`,
          activity_count: sql`carbon_emission_totals.activity_count + excluded.activity_count`,
        }),
      )
      .execute();
  }
  return { dataSourceId: source.id, kgCO2e: kg };
}
