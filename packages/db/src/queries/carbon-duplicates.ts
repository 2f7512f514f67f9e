/**
 * Each bill counted once (docs/decisions/037-bills-once-and-periods.md): the input rows of an
 * upload, already written under its data source inside the write that would make it count, are compared by
 * their duplicate key (`row_key`) with the company's counted activities (a processed source, not voided) and
 * with each other. A source pending review counts here (approving both would count the bill twice); a rejected
 * one never counted, so sending its bill again is not a duplicate. Only input rows are compared: a derived category 3 row or a month of an apportioned period
 * shares its row's key and row number.
 */
import { sql } from "kysely";
import type { Db } from "../sqlite-dialect";

export type DuplicateRow = {
  /** The 1-based input row of the upload being checked. */
  row: number;
  /** The counted data source and activity that already hold the same bill; null for a repeat within the upload. */
  sourceId: number | null;
  activityId: number | null;
  /** The earlier row of the same upload with the same bill, when that is the match. */
  sameAsRow: number | null;
};

/** At most this many matches are listed (the first rows, in file order). */
export const MAX_LISTED_DUPLICATES = 1000;

/**
 * Activities (by id) compared per statement when the check runs in slices: on SQLite each statement holds the
 * event loop, and the whole check of a 50,000-row upload in one statement held it for up to a second. Slices
 * of 2,000 ids took 6 ms of CPU at the median and 45-55 ms at most in `pnpm bench:upload queue`.
 */
export const DUPLICATE_SLICE_IDS = 1_000;

type IdRange = { from: number; to: number };

/**
 * The upload's input rows that repeat a counted bill or an earlier row of its own, the first
 * MAX_LISTED_DUPLICATES in row order. With `between` (a yield to the event loop) the check runs in slices of
 * the upload's activity ids, calling it after each, inside the caller's transaction: the same answer as one
 * statement, while other requests get their turns.
 */
export async function findDuplicateRows(
  db: Db,
  p: { companyId: number; sourceId: number; between?: () => Promise<void> },
): Promise<DuplicateRow[]> {
  if (!p.between) return combine(await matchesIn(db, p, null));
  const bounds = await db
    .selectFrom("emission_activities")
    .select((eb) => [eb.fn.min("id").as("lo"), eb.fn.max("id").as("hi")])
    // `+`: by the data source's index (its ids in order), not a walk of the company's activities.
    .where(sql<number>`+${sql.ref("company_id")}`, "=", p.companyId)
    .where("data_source_id", "=", p.sourceId)
    .executeTakeFirst();
  if (!bounds || bounds.lo === null || bounds.hi === null) return [];
  let found: Matches = { counted: [], repeated: [] };
  for (let from = Number(bounds.lo); from <= Number(bounds.hi); from += DUPLICATE_SLICE_IDS) {
    const part = await matchesIn(db, p, { from, to: from + DUPLICATE_SLICE_IDS - 1 });
    found = merge(found, part);
    await p.between();
  }
  return combine(found);
}

type Counted = { row: number; sourceId: number; activityId: number };
type Repeated = { row: number; sameAsRow: number };
type Matches = { counted: Counted[]; repeated: Repeated[] };

/**
 * The matches of the upload's activities in `range` (all of them when null), each list the first in row order.
 *
 * The join order is written out for SQLite, which has no statistics here and otherwise chose to walk every
 * activity of the company for each check (a second per 50,000 rows, then half a minute when sliced): the
 * upload's rows first (by its data source's index, within the id range; the unary `+` keeps the company's
 * indexes out of that choice), each looked up by its duplicate key. SQLite keeps CROSS JOIN's order;
 * PostgreSQL plans it as any inner join.
 */
async function matchesIn(
  db: Db,
  p: { companyId: number; sourceId: number },
  range: IdRange | null,
): Promise<Matches> {
  const uploadRows = () =>
    db
      .selectFrom("emission_activities as n")
      .where(sql<number>`+${sql.ref("n.company_id")}`, "=", p.companyId)
      .where("n.data_source_id", "=", p.sourceId)
      .where("n.derived_from_id", "is", null)
      .$if(range !== null, (qb) =>
        qb.where("n.id", ">=", range?.from ?? 0).where("n.id", "<=", range?.to ?? 0),
      );
  const counted = await uploadRows()
    .crossJoin("emission_activities as o")
    .crossJoin("carbon_data_sources as s")
    .whereRef("o.company_id", "=", "n.company_id")
    .whereRef("o.row_key", "=", "n.row_key")
    .whereRef("o.data_source_id", "<>", "n.data_source_id")
    .whereRef("s.id", "=", "o.data_source_id")
    .whereRef("s.company_id", "=", "o.company_id")
    .select((eb) => [
      "n.source_row as row",
      "o.data_source_id as sourceId",
      eb.fn.min("o.id").as("activityId"),
    ])
    .where("o.derived_from_id", "is", null)
    .where("o.voided_at", "is", null)
    .where("s.processing_status", "=", "processed")
    .where("s.review_status", "<>", "rejected")
    .groupBy(["n.source_row", "o.data_source_id"])
    .orderBy("n.source_row")
    .orderBy("o.data_source_id")
    .limit(MAX_LISTED_DUPLICATES)
    .execute();
  const repeated = await uploadRows()
    .crossJoin("emission_activities as m")
    .whereRef("m.company_id", "=", "n.company_id")
    .whereRef("m.row_key", "=", "n.row_key")
    // `+`: looked up by its duplicate key. PostgreSQL, which has no statistics yet for a data source written in
    // this transaction, expected one row per side and walked the whole upload by its data source's index for
    // each of its rows (20,000 rows: minutes).
    .where(sql<number>`+${sql.ref("m.data_source_id")}`, "=", sql.ref<number>("n.data_source_id"))
    .whereRef("m.source_row", "<", "n.source_row")
    .select((eb) => ["n.source_row as row", eb.fn.min("m.source_row").as("sameAsRow")])
    .where("m.derived_from_id", "is", null)
    .groupBy("n.source_row")
    .orderBy("n.source_row")
    .limit(MAX_LISTED_DUPLICATES)
    .execute();
  return {
    counted: counted.map((d) => ({
      row: Number(d.row),
      sourceId: Number(d.sourceId),
      activityId: Number(d.activityId),
    })),
    repeated: repeated.map((d) => ({ row: Number(d.row), sameAsRow: Number(d.sameAsRow) })),
  };
}

/**
 * Two slices' matches as one statement over both would give them. The month parts of a billing period share
 * their row number, so a row can fall in two slices: its match keeps the least id (or earlier row), as MIN does.
 */
function merge(a: Matches, b: Matches): Matches {
  const counted = new Map<string, Counted>();
  for (const c of [...a.counted, ...b.counted]) {
    const key = `${c.row}|${c.sourceId}`;
    const seen = counted.get(key);
    if (!seen || c.activityId < seen.activityId) counted.set(key, c);
  }
  const repeated = new Map<number, Repeated>();
  for (const r of [...a.repeated, ...b.repeated]) {
    const seen = repeated.get(r.row);
    if (!seen || r.sameAsRow < seen.sameAsRow) repeated.set(r.row, r);
  }
  return {
    counted: [...counted.values()]
      .sort((x, y) => x.row - y.row || x.sourceId - y.sourceId)
      .slice(0, MAX_LISTED_DUPLICATES),
    repeated: [...repeated.values()].sort((x, y) => x.row - y.row).slice(0, MAX_LISTED_DUPLICATES),
  };
}

function combine(m: Matches): DuplicateRow[] {
  const all: DuplicateRow[] = [
    ...m.counted.map((d) => ({ ...d, sameAsRow: null })),
    ...m.repeated.map((d) => ({ row: d.row, sourceId: null, activityId: null, sameAsRow: d.sameAsRow })),
  ];
  return all.sort((a, b) => a.row - b.row).slice(0, MAX_LISTED_DUPLICATES);
}
