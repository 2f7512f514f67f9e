/**
 * Each bill counted once (docs/decisions/037-bills-once-and-periods.md): the input rows of an
 * upload, already written under its data source inside the write that would make it count, are compared by
 * their duplicate key (`row_key`) with the company's counted activities (a processed source, not voided) and
 * with each other. A source pending review counts here (approving both would count the bill twice); a rejected
 * one never counted, so sending its bill again is not a duplicate. Only input rows are compared: a derived category 3 row or a month of an apportioned period
 * shares its row's key and row number.
 */
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

export async function findDuplicateRows(
  db: Db,
  p: { companyId: number; sourceId: number },
): Promise<DuplicateRow[]> {
  const counted = await db
    .selectFrom("emission_activities as n")
    .innerJoin("emission_activities as o", (j) =>
      j
        .onRef("o.company_id", "=", "n.company_id")
        .onRef("o.row_key", "=", "n.row_key")
        .onRef("o.data_source_id", "<>", "n.data_source_id"),
    )
    .innerJoin("carbon_data_sources as s", (j) =>
      j.onRef("s.id", "=", "o.data_source_id").onRef("s.company_id", "=", "o.company_id"),
    )
    .select((eb) => [
      "n.source_row as row",
      "o.data_source_id as sourceId",
      eb.fn.min("o.id").as("activityId"),
    ])
    .where("n.company_id", "=", p.companyId)
    .where("n.data_source_id", "=", p.sourceId)
    .where("n.derived_from_id", "is", null)
    .where("o.derived_from_id", "is", null)
    .where("o.voided_at", "is", null)
    .where("s.processing_status", "=", "processed")
    .where("s.review_status", "<>", "rejected")
    .groupBy(["n.source_row", "o.data_source_id"])
    .orderBy("n.source_row")
    .orderBy("o.data_source_id")
    .limit(MAX_LISTED_DUPLICATES)
    .execute();
  const repeated = await db
    .selectFrom("emission_activities as n")
    .innerJoin("emission_activities as m", (j) =>
      j
        .onRef("m.company_id", "=", "n.company_id")
        .onRef("m.row_key", "=", "n.row_key")
        .onRef("m.data_source_id", "=", "n.data_source_id")
        .onRef("m.source_row", "<", "n.source_row"),
    )
    .select((eb) => ["n.source_row as row", eb.fn.min("m.source_row").as("sameAsRow")])
    .where("n.company_id", "=", p.companyId)
    .where("n.data_source_id", "=", p.sourceId)
    .where("n.derived_from_id", "is", null)
    .where("m.derived_from_id", "is", null)
    .groupBy("n.source_row")
    .orderBy("n.source_row")
    .limit(MAX_LISTED_DUPLICATES)
    .execute();
  const all: DuplicateRow[] = [
    ...counted.map((d) => ({
      row: Number(d.row),
      sourceId: Number(d.sourceId),
      activityId: Number(d.activityId),
      sameAsRow: null,
    })),
    ...repeated.map((d) => ({
      row: Number(d.row),
      sourceId: null,
      activityId: null,
      sameAsRow: Number(d.sameAsRow),
    })),
  ];
  return all.sort((a, b) => a.row - b.row).slice(0, MAX_LISTED_DUPLICATES);
}
