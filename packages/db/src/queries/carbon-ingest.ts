/**
 * Writes a validated upload in one transaction: the data source, one emission activity per record and the
 * rollup deltas. All or nothing: a crash or error leaves no part of it.
 *
 * On SQLite the activities go through one prepared better-sqlite3 statement reused for every row (DESIGN.md
 * "Performance facts": ~3x faster than Kysely multi-row inserts), also inside a write transaction opened by
 * `inTransaction` (it remembers its connection). Other databases, and a transaction opened any other way,
 * take the Kysely path, where PostgreSQL writes the activities with one `COPY … FROM STDIN`.
 */

import { type EmissionRecord, recordQualityOf } from "@esg/domain";
import { type Insertable, sql } from "kysely";
import { copyRowsInto } from "#create-db";
import { engineOf } from "../engine";
import { type Db, rawSqliteOf } from "../sqlite-dialect";
import type { CarbonDataSourcesTable, EmissionActivitiesTable } from "../tables/carbon";
import { inTransaction } from "../transaction";
import { isGuarded, UnguardedWriteError } from "../write-guard";
import { lockMonthlyTotals } from "./carbon-inventory";

export type StoreIngestParams = {
  companyId: number;
  sourceType: string;
  fileName: string | null;
  uploadedAt: string;
  records: readonly EmissionRecord[];
  /** The upload as submitted, its content hash, the library version and the upload's warnings. */
  content?: { text: string; type: string; hash: string } | null;
  libraryVersion?: string | null;
  warnings?: readonly { code: string; message: string; rows: number; region?: string }[];
  /** Who uploaded it; "pending" keeps it out of the rollup until it is approved (carbon-review.ts). */
  uploadedBy?: number | null;
  reviewStatus?: "approved" | "pending";
  /** The records' rollup deltas and kg when the caller has summed them already (the ingest run does). */
  sums?: { deltas: MonthDelta[]; kgCO2e: number };
};

export type MonthDelta = {
  month: string;
  scope: number;
  detailKey: string;
  /** 0 = no site (the rollup's key is NOT NULL) */
  siteId: number;
  locationKg: number;
  marketKg: number;
  count: number;
};

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
  "factor_unit_full",
  "gwp_basis",
  "factor_licence",
  "factor_library_version",
  "warnings",
  "flags",
  "market_method",
  "market_factor_id",
  "market_factor_source",
  "market_factor_value",
  "instrument_type",
  "instrument_supplier",
  "instrument_factor",
  "instrument_volume",
  "instrument_vintage",
  "derived_from_id",
  "derived_kind",
  "site_id",
  "row_key",
  "source_row",
  "period_start",
  "period_end",
  "gas_split",
  "kg_co2",
  "kg_ch4",
  "kg_n2o",
  "f_gas_group",
  "f_gas_name",
  "f_gas_kg",
  "f_gas_co2e",
  "biogenic_co2",
  "data_quality",
  "activity_uncertainty_pct",
  "factor_uncertainty_pct",
  "quality_basis",
] as const;

export const INSERT_ACTIVITY_SQL = `INSERT INTO emission_activities (${EMISSION_ACTIVITY_COLUMNS.join(", ")}) VALUES (${EMISSION_ACTIVITY_COLUMNS.map(() => "?").join(", ")})`;

/** Market-based kg of a record: its own figure on scope 2, the location figure on scopes 1 and 3. */
export function marketKgOf(r: Pick<EmissionRecord, "scope" | "kgCO2e" | "marketBasedKgCO2e">): number {
  return r.scope === 2 ? (r.marketBasedKgCO2e ?? r.kgCO2e) : r.kgCO2e;
}

/** Adds records to per-month rollup deltas keyed by month, scope, breakdown key and site; returns their kg. */
export function accumulateMonthDeltas(
  byKey: Map<string, MonthDelta>,
  records: readonly EmissionRecord[],
): number {
  let kg = 0;
  for (const r of records) {
    kg += r.kgCO2e;
    const month = r.date.slice(0, 7);
    const siteId = r.siteId ?? 0;
    const key = `${month}|${r.scope}|${r.detailKey}|${siteId}`;
    const d = byKey.get(key);
    const market = marketKgOf(r);
    if (d) {
      d.locationKg += r.kgCO2e;
      d.marketKg += market;
      d.count++;
    } else {
      byKey.set(key, {
        month,
        scope: r.scope,
        detailKey: r.detailKey,
        siteId,
        locationKg: r.kgCO2e,
        marketKg: market,
        count: 1,
      });
    }
  }
  return kg;
}

function sumsOf(p: StoreIngestParams): { deltas: MonthDelta[]; kg: number } {
  if (p.sums) return { deltas: p.sums.deltas, kg: p.sums.kgCO2e };
  const byKey = new Map<string, MonthDelta>();
  const kg = accumulateMonthDeltas(byKey, p.records);
  return { deltas: [...byKey.values()], kg };
}

/** The column values of one record, in EMISSION_ACTIVITY_COLUMNS order. */
function activityValues(
  r: EmissionRecord,
  companyId: number,
  dataSourceId: number | null,
  derivedFromId: number | null,
) {
  const m = r.market;
  const g = r.gases;
  return [
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
    r.factorUnitFull,
    r.gwpBasis,
    r.licence,
    r.libraryVersion,
    r.warnings.length ? JSON.stringify(r.warnings) : null,
    r.flags ? JSON.stringify(r.flags) : null,
    m?.method ?? null,
    m?.factorId ?? null,
    m?.factorSource ?? null,
    m?.factorValue ?? null,
    m?.instrument?.type ?? null,
    m?.instrument?.supplier ?? null,
    m?.instrument?.kgCO2ePerUnit ?? null,
    m?.instrument?.volume ?? null,
    m?.instrument?.vintage ?? null,
    derivedFromId,
    r.derivedKind,
    r.siteId ?? null,
    r.rowKey,
    r.sourceRow,
    r.periodStart,
    r.periodEnd,
    g.split ? 1 : 0,
    g.kgCo2,
    g.kgCh4,
    g.kgN2o,
    g.fGas?.group ?? null,
    g.fGas?.name ?? null,
    g.fGas?.kg ?? null,
    g.fGas?.kgCO2e ?? null,
    g.biogenicKgCo2,
    ...qualityValues(r),
  ] as const;
}

/** A record's quality columns: its own, or the defaults of its factor kind (a record built outside an upload). */
function qualityValues(r: EmissionRecord) {
  const q = r.quality ?? recordQualityOf(r, undefined, null);
  return [q.dataQuality, q.activityUncertaintyPct, q.factorUncertaintyPct, q.basis] as const;
}

/** The same values as a Kysely row (the column list and the value list are one source). */
function activityRow(values: ReturnType<typeof activityValues>): Insertable<EmissionActivitiesTable> {
  return Object.fromEntries(
    EMISSION_ACTIVITY_COLUMNS.map((c, i) => [c, values[i]]),
  ) as unknown as Insertable<EmissionActivitiesTable>;
}

/** Stores the upload; returns the new data source's id and the total kg CO2e written. */
export async function storeIngest(
  db: Db,
  p: StoreIngestParams,
): Promise<{ dataSourceId: number; kgCO2e: number }> {
  // The prepared statements are outside Kysely, so the guard's plugin would not see them: refuse here.
  if (isGuarded(db)) throw new UnguardedWriteError("carbon_data_sources", "INSERT");
  const raw = rawSqliteOf(db);
  // Inside the caller's transaction its connection is already held, BEGIN already issued on it: the
  // statements join it (better-sqlite3 nests its own transaction as a SAVEPOINT).
  if (raw && db.isTransaction) return storeWithPreparedStatement(raw, p);
  if (raw) {
    // Holding Kysely's connection keeps every other query (and any Kysely transaction) off the handle
    // while the synchronous transaction runs.
    return db.connection().execute(async () => storeWithPreparedStatement(raw, p));
  }
  return inTransaction(db, (trx) => storeWithKysely(trx, p));
}

type InsertStatement = { run(...params: unknown[]): { lastInsertRowid: number | bigint } };

/**
 * Runs `insert` (INSERT_ACTIVITY_SQL, prepared once) for every record; call it inside a transaction. A
 * derived record (category 3) comes after the row it was derived from and takes that row's new id. Shared
 * with the raw floor of `pnpm bench`, which times this loop on its own.
 */
export function insertActivityRows(
  insert: InsertStatement,
  records: readonly EmissionRecord[],
  companyId: number,
  dataSourceId: number | null,
) {
  const ids: number[] = new Array(records.length);
  for (let i = 0; i < records.length; i++) {
    const r = records[i] as EmissionRecord;
    const parent = r.derivedFrom === null ? null : (ids[r.derivedFrom] ?? null);
    ids[i] = Number(insert.run(...activityValues(r, companyId, dataSourceId, parent)).lastInsertRowid);
  }
}

type RawSqlite = NonNullable<ReturnType<typeof rawSqliteOf>>;

const UPSERT_MONTH_SQL = `INSERT INTO carbon_monthly_totals
    (company_id, month, scope, detail_key, source_type, site_id, location_kg, market_kg, activity_count)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT (company_id, month, scope, detail_key, source_type, site_id) DO UPDATE SET
    location_kg = carbon_monthly_totals.location_kg + excluded.location_kg,
    market_kg = carbon_monthly_totals.market_kg + excluded.market_kg,
    activity_count = carbon_monthly_totals.activity_count + excluded.activity_count`;

function sourceValues(p: StoreIngestParams, kg: number): Insertable<CarbonDataSourcesTable> {
  return {
    company_id: p.companyId,
    file_name: p.fileName,
    source_type: p.sourceType,
    processing_status: "processed",
    error_message: null,
    activity_count: p.records.length,
    total_emissions: kg,
    uploaded_at: p.uploadedAt,
    content_hash: p.content?.hash ?? null,
    content: p.content?.text ?? null,
    content_type: p.content?.type ?? null,
    factor_library_version: p.libraryVersion ?? null,
    warnings: p.warnings?.length ? JSON.stringify(p.warnings) : null,
    uploaded_by: p.uploadedBy ?? null,
    review_status: p.reviewStatus ?? "approved",
  };
}

/** A pending upload adds nothing to the rollup: approving it does (`approveDataSource`). */
const countedDeltas = (p: StoreIngestParams, deltas: MonthDelta[]) =>
  p.reviewStatus === "pending" ? [] : deltas;

function storeWithPreparedStatement(sqlite: RawSqlite, p: StoreIngestParams) {
  const { deltas, kg } = sumsOf(p);
  const source = sourceValues(p, kg);
  const columns = Object.keys(source);
  const run = sqlite.transaction(() => {
    const inserted = sqlite
      .prepare(
        `INSERT INTO carbon_data_sources (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
      )
      .run(...Object.values(source));
    const dataSourceId = Number(inserted.lastInsertRowid);
    insertActivityRows(sqlite.prepare(INSERT_ACTIVITY_SQL), p.records, p.companyId, dataSourceId);
    const upsert = sqlite.prepare(UPSERT_MONTH_SQL);
    for (const d of countedDeltas(p, deltas)) {
      upsert.run(
        p.companyId,
        d.month,
        d.scope,
        d.detailKey,
        p.sourceType,
        d.siteId,
        d.locationKg,
        d.marketKg,
        d.count,
      );
    }
    return { dataSourceId, kgCO2e: kg };
  });
  return run.immediate();
}

/** Multi-row inserts sized to stay under SQLite's bound-parameter limit. */
const ROWS_PER_INSERT = Math.floor(30_000 / EMISSION_ACTIVITY_COLUMNS.length);

/** The portable path (Kysely only); also used by the seed, which runs inside a transaction. */
export async function storeWithKysely(trx: Db, p: StoreIngestParams) {
  await lockMonthlyTotals(trx, p);
  const { deltas, kg } = sumsOf(p);
  const source = await trx
    .insertInto("carbon_data_sources")
    .values(sourceValues(p, kg))
    .returning("id")
    .executeTakeFirstOrThrow();
  await insertActivitiesWithKysely(trx, p.records, p.companyId, source.id);
  await upsertMonthDeltas(trx, {
    companyId: p.companyId,
    sourceType: p.sourceType,
    deltas: countedDeltas(p, deltas),
  });
  return { dataSourceId: source.id, kgCO2e: kg };
}

/**
 * Inserts records (a derived record takes the new id of its parent row). PostgreSQL takes COPY (below);
 * SQLite (the seed, inside a Kysely transaction) takes multi-row inserts.
 */
export async function insertActivitiesWithKysely(
  trx: Db,
  records: readonly EmissionRecord[],
  companyId: number,
  dataSourceId: number,
): Promise<void> {
  if (records.length === 0) return;
  if (engineOf(trx) === "postgres") return insertActivitiesOnPostgres(trx, records, companyId, dataSourceId);
  // Rows first (in order, so the returned ids line up), then the derived rows that point at them.
  const ids: number[] = new Array(records.length);
  const parents = records.map((r, i) => [r, i] as const).filter(([r]) => r.derivedFrom === null);
  const derived = records.map((r, i) => [r, i] as const).filter(([r]) => r.derivedFrom !== null);
  for (const group of [parents, derived]) {
    for (let i = 0; i < group.length; i += ROWS_PER_INSERT) {
      const chunk = group.slice(i, i + ROWS_PER_INSERT);
      const inserted = await trx
        .insertInto("emission_activities")
        .values(
          chunk.map(([r]) =>
            activityRow(
              activityValues(
                r,
                companyId,
                dataSourceId,
                r.derivedFrom === null ? null : (ids[r.derivedFrom] ?? null),
              ),
            ),
          ),
        )
        .returning("id")
        .execute();
      chunk.forEach(([, index], j) => {
        ids[index] = inserted[j]?.id as number;
      });
    }
  }
}

/**
 * PostgreSQL: the ids are drawn from the table's identity sequence first (one round trip), so a derived row
 * knows its parent's id before either is written, then every row goes in one `COPY … FROM STDIN` on the
 * transaction's client, in file order. Measured against the earlier path (JSON of 5,000 rows per statement
 * through json_populate_recordset), storing the 100,000-row bench upload took 30-47 s against 79-91 s on a
 * loaded machine (docs/decisions/056-ingest-copy-and-floor.md).
 */
async function insertActivitiesOnPostgres(
  trx: Db,
  records: readonly EmissionRecord[],
  companyId: number,
  dataSourceId: number,
): Promise<void> {
  // COPY needs the transaction's own client; a plain handle gets a transaction of its own.
  if (!trx.isTransaction) {
    return inTransaction(trx, (t) => insertActivitiesOnPostgres(t, records, companyId, dataSourceId));
  }
  const drawn = await sql<{ id: string | number }>`
    SELECT nextval(pg_get_serial_sequence('emission_activities', 'id')) AS id
    FROM generate_series(1, ${records.length})`.execute(trx);
  const ids = drawn.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  function* rows(): Generator<readonly unknown[]> {
    for (let i = 0; i < records.length; i++) {
      const r = records[i] as EmissionRecord;
      const parent = r.derivedFrom === null ? null : (ids[r.derivedFrom] ?? null);
      yield [ids[i], ...activityValues(r, companyId, dataSourceId, parent)];
    }
  }
  await copyRowsInto(trx, "emission_activities", ["id", ...EMISSION_ACTIVITY_COLUMNS], rows());
}

/**
 * Inserts one derived category 3 record of an upload's stored row (a recalculation following the category 3
 * policy); returns its id. The caller rebuilds the rollup.
 */
export async function insertDerivedActivity(
  trx: Db,
  p: { companyId: number; dataSourceId: number; derivedFromId: number; record: EmissionRecord },
): Promise<number> {
  const inserted = await trx
    .insertInto("emission_activities")
    .values(activityRow(activityValues(p.record, p.companyId, p.dataSourceId, p.derivedFromId)))
    .returning("id")
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Adds an upload's deltas to the monthly rollup (call inside the transaction that makes it count). */
export async function upsertMonthDeltas(
  trx: Db,
  p: { companyId: number; sourceType: string; deltas: Iterable<MonthDelta> },
): Promise<void> {
  for (const d of p.deltas) {
    await trx
      .insertInto("carbon_monthly_totals")
      .values({
        company_id: p.companyId,
        month: d.month,
        scope: d.scope,
        detail_key: d.detailKey,
        source_type: p.sourceType,
        site_id: d.siteId,
        location_kg: d.locationKg,
        market_kg: d.marketKg,
        activity_count: d.count,
      })
      .onConflict((oc) =>
        oc.columns(["company_id", "month", "scope", "detail_key", "source_type", "site_id"]).doUpdateSet({
          location_kg: sql`carbon_monthly_totals.location_kg + excluded.location_kg`,
          market_kg: sql`carbon_monthly_totals.market_kg + excluded.market_kg`,
          activity_count: sql`carbon_monthly_totals.activity_count + excluded.activity_count`,
        }),
      )
      .execute();
  }
}
