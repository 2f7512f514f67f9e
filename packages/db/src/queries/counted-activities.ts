import type { Db } from "../create-db";
import { withoutUnfinishedUploads } from "./unfinished-uploads";

/**
 * The company's activities that count in its figures: not voided, of an upload that finished and was
 * approved. Every total, breakdown and disclosure extends this one read (a select, a group, more filters), so
 * that none of them counts a row the others leave out.
 */
export function countedActivities(db: Db, companyId: number) {
  return (
    db
      .selectFrom("emission_activities")
      // Qualified, so that a caller may join another table that has these columns too.
      .where("emission_activities.company_id", "=", companyId)
      .where("emission_activities.voided_at", "is", null)
      .where(withoutUnfinishedUploads(companyId))
  );
}
