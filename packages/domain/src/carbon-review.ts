import { z } from "zod";
import { listPageFields } from "./list-paging";

/**
 * Four-eyes review of uploads. With the reporting setting `requireApproval` on, a new upload is "pending" and
 * counts in no total until an admin other than its uploader approves it ("approved") or rejects it with a
 * reason ("rejected", never counted). Sources created with the setting off, and all sources from before
 * review existed, are "approved".
 */
export const REVIEW_STATUSES = ["approved", "pending", "rejected"] as const;
export const reviewStatusSchema = /* @__PURE__ */ z.enum(REVIEW_STATUSES);
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

/** The filter of the sources list, and its page (without one the answer is the spec's whole array). */
export const carbonSourcesQuerySchema = /* @__PURE__ */ z.object({
  reviewStatus: reviewStatusSchema.optional(),
  ...listPageFields,
});

export const SELF_APPROVAL_MESSAGE =
  "You uploaded this data source, so another admin must review it (four-eyes review)";
