import { type Expression, type SqlBool, sql } from "kysely";

/** Statuses of a data source whose activities are not (or no longer) part of any total. */
const UNFINISHED_UPLOAD_STATUSES = ["queued", "processing", "error"] as const;

/** The statuses as an SQL list: `(... IN ${unfinishedStatusList})`. */
export const unfinishedStatusList = sql.raw(
  `(${UNFINISHED_UPLOAD_STATUSES.map((s) => `'${s}'`).join(", ")})`,
);

/**
 * The condition that keeps an unfinished upload's activities out of a read of `emission_activities`
 * (normally an empty list: only uploads in progress or being discarded are in it), and with them those of
 * uploads not approved (pending review or rejected), which count in no total either. `unreviewed: "keep"`
 * lists a pending upload's own activities, for its reviewer; `unreviewed: "pending"` keeps the activities of
 * every upload still waiting for review (not the rejected ones), for a recalculation that must reach the rows
 * an approval will count later.
 */
export function withoutUnfinishedUploads(
  companyId: number,
  column = "emission_activities.data_source_id",
  opts: { unreviewed?: "keep" | "pending" } = {},
) {
  const unreviewed =
    opts.unreviewed === "keep"
      ? sql``
      : opts.unreviewed === "pending"
        ? sql` OR review_status = 'rejected'`
        : sql` OR review_status <> 'approved'`;
  return sql<SqlBool>`${sql.ref(column)} NOT IN (SELECT id FROM carbon_data_sources
    WHERE company_id = ${companyId} AND (processing_status IN ${unfinishedStatusList}${unreviewed}))` as Expression<SqlBool>;
}
