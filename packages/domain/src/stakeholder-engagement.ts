import { z } from "zod";
import { idSchema } from "./ids";
import type { BadgeTone } from "./supplier";

/** Stakeholder Engagement Portal (spec part 2 §2, §3, §4, §5, §9). */

export const STAKEHOLDER_TYPES = ["customer", "investor", "employee", "community"] as const;
export const stakeholderTypeSchema = z.enum(STAKEHOLDER_TYPES, {
  error: "Choose customer, investor, employee or community",
});
export type StakeholderType = z.infer<typeof stakeholderTypeSchema>;

/** The spec names the field but not its values; these are the kinds a stakeholder portal receives. */
export const FEEDBACK_TYPES = ["concern", "suggestion", "question", "compliment"] as const;
export const feedbackTypeSchema = z.enum(FEEDBACK_TYPES, {
  error: "Choose concern, suggestion, question or compliment",
});
export type FeedbackType = z.infer<typeof feedbackTypeSchema>;

/** Spec §9: priorities, most urgent first. */
export const FEEDBACK_PRIORITIES = ["critical", "high", "medium", "low"] as const;
export const feedbackPrioritySchema = z.enum(FEEDBACK_PRIORITIES, {
  error: "Choose critical, high, medium or low",
});
export type FeedbackPriority = z.infer<typeof feedbackPrioritySchema>;

export const FEEDBACK_STATUSES = ["open", "in_progress", "resolved", "closed"] as const;
export const feedbackStatusSchema = z.enum(FEEDBACK_STATUSES);
export type FeedbackStatus = z.infer<typeof feedbackStatusSchema>;

/** Spec §4: the statuses the Respond dialog offers, in_progress first (the default, spec §9). */
export const FEEDBACK_RESPONSE_STATUSES = ["in_progress", "resolved", "closed"] as const;
export const feedbackResponseStatusSchema = z.enum(FEEDBACK_RESPONSE_STATUSES, {
  error: "Choose in progress, resolved or closed",
});
export type FeedbackResponseStatus = z.infer<typeof feedbackResponseStatusSchema>;
export const DEFAULT_FEEDBACK_RESPONSE_STATUS: FeedbackResponseStatus = "in_progress";

/**
 * The seeded demo company: the first company of a database the server seeded (DEMO=on). Only it has sample
 * data to restore (Reset Demo), and only it takes the spec's public feedback without a company slug.
 */
export const DEMO_COMPANY_ID = 1;

/** Spec: public submissions without a company slug are filed for the demo company, as `open`. */
export const PUBLIC_FEEDBACK_COMPANY_ID = DEMO_COMPANY_ID;
export const PUBLIC_FEEDBACK_PATH = "/api/stakeholder-feedback";

export const FEEDBACK_TOPIC_MAX_LENGTH = 200;
export const FEEDBACK_MESSAGE_MAX_LENGTH = 5000;
export const FEEDBACK_RESPONSE_MAX_LENGTH = 5000;
export const FEEDBACK_EMAIL_MAX_LENGTH = 254;

const emailFormat = z.email();

/**
 * Body of the public POST /api/stakeholder-feedback. Every field is checked (enumerations, length caps,
 * e-mail format); status and company are never taken from the body. The contact e-mail is optional so that
 * anonymous concerns can still be raised; an empty one counts as absent.
 */
export const publicFeedbackInputSchema = z.object({
  /**
   * The organisation's public feedback link name (its `feedbackSlug`). Without it the feedback reaches the
   * demo company, and only on a server running the demo.
   */
  companySlug: z
    .string({ error: "Company link must be text" })
    .trim()
    .toLowerCase()
    .max(80, "Company link must be at most 80 characters")
    .optional()
    .transform((v) => (v ? v : undefined)),
  topic: z
    .string({ error: "Topic is required" })
    .trim()
    .min(1, "Topic is required")
    .max(FEEDBACK_TOPIC_MAX_LENGTH, `Topic must be at most ${FEEDBACK_TOPIC_MAX_LENGTH} characters`),
  stakeholderType: stakeholderTypeSchema,
  feedbackType: feedbackTypeSchema,
  priority: feedbackPrioritySchema.default("medium"),
  message: z
    .string({ error: "Message is required" })
    .trim()
    .min(1, "Message is required")
    .max(FEEDBACK_MESSAGE_MAX_LENGTH, `Message must be at most ${FEEDBACK_MESSAGE_MAX_LENGTH} characters`),
  contactEmail: z
    .string({ error: "E-mail must be text" })
    .trim()
    .max(FEEDBACK_EMAIL_MAX_LENGTH, `E-mail must be at most ${FEEDBACK_EMAIL_MAX_LENGTH} characters`)
    .refine((v) => v === "" || emailFormat.safeParse(v).success, "Enter a valid e-mail address")
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type PublicFeedbackInput = z.input<typeof publicFeedbackInputSchema>;

/** What the public endpoint answers: a receipt, never the company's data. */
export const publicFeedbackReceiptSchema = z.object({
  id: z.number().int(),
  status: z.literal("open"),
  createdAt: z.string(),
});
export type PublicFeedbackReceipt = z.infer<typeof publicFeedbackReceiptSchema>;

/** Spec §5: the response text is optional — trimmed, and omitted when empty. */
export const feedbackResponseTextSchema = z
  .string({ error: "Response must be text" })
  .trim()
  .max(FEEDBACK_RESPONSE_MAX_LENGTH, `Response must be at most ${FEEDBACK_RESPONSE_MAX_LENGTH} characters`)
  .optional()
  .transform((v) => (v === "" ? undefined : v));

/** The Respond dialog's form: {status, response?} (spec §7 PUT /api/stakeholder-feedback/{id}/respond). */
export const feedbackRespondFormSchema = z.object({
  status: feedbackResponseStatusSchema,
  response: feedbackResponseTextSchema,
});
export type FeedbackRespondForm = z.input<typeof feedbackRespondFormSchema>;

/**
 * What the Respond dialog says it did. With a response, spec §8's 'Response Sent'; a status changed without
 * one must not claim a response went out.
 */
export function feedbackRespondOutcome(sent: { status: FeedbackStatus; response?: string | null }): {
  button: string;
  title: string;
  description: string;
} {
  if (sent.response?.trim()) {
    return {
      button: "Send Response",
      title: "Response Sent",
      description: "Your response has been sent to the stakeholder",
    };
  }
  return {
    button: "Update Status",
    title: "Status Updated",
    description: `Feedback marked as ${FEEDBACK_STATUS_LABELS[sent.status]}. No response was sent.`,
  };
}

export const feedbackRespondInputSchema = feedbackRespondFormSchema.extend({ id: idSchema });
export type FeedbackRespondInput = z.input<typeof feedbackRespondInputSchema>;

export const stakeholderFeedbackSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  topic: z.string(),
  stakeholderType: stakeholderTypeSchema,
  feedbackType: feedbackTypeSchema,
  priority: feedbackPrioritySchema,
  status: feedbackStatusSchema,
  message: z.string(),
  contactEmail: z.string().nullable(),
  response: z.string().nullable(),
  respondedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type StakeholderFeedback = z.infer<typeof stakeholderFeedbackSchema>;

/** Spec §4: feedback can be responded to (the button shows) until it is resolved or closed. */
export function canRespondToFeedback(status: FeedbackStatus): boolean {
  return status === "open" || status === "in_progress";
}

/** Spec §4 state machine: open and in_progress move to in_progress, resolved or closed; the rest is final. */
export function canTransitionFeedback(from: FeedbackStatus, to: FeedbackStatus): boolean {
  return canRespondToFeedback(from) && (FEEDBACK_RESPONSE_STATUSES as readonly string[]).includes(to);
}

/** The button reads 'Respond' until a response exists, then 'Update Response' (spec §4). */
export function feedbackRespondButtonLabel(f: { response: string | null }): "Respond" | "Update Response" {
  return f.response ? "Update Response" : "Respond";
}

export type FeedbackSummary = { total: number; open: number; inProgress: number; resolved: number };

/** Spec §2: the summary counts (total, open, in progress, resolved). */
export function feedbackSummary(items: readonly { status: FeedbackStatus }[]): FeedbackSummary {
  const count = (s: FeedbackStatus) => items.filter((i) => i.status === s).length;
  return {
    total: items.length,
    open: count("open"),
    inProgress: count("in_progress"),
    resolved: count("resolved"),
  };
}

/** Count per value in a fixed order, zeros included, so every bar of the analytics is present. */
function countIn<K extends string>(keys: readonly K[], values: readonly K[]): { key: K; count: number }[] {
  return keys.map((key) => ({ key, count: values.filter((v) => v === key).length }));
}

/** Spec §2 Analytics: counts by stakeholder type. */
export function countFeedbackByStakeholderType(items: readonly { stakeholderType: StakeholderType }[]) {
  return countIn(
    STAKEHOLDER_TYPES,
    items.map((i) => i.stakeholderType),
  );
}

/** Spec §2 Analytics: counts by priority, most urgent first. */
export function countFeedbackByPriority(items: readonly { priority: FeedbackPriority }[]) {
  return countIn(
    FEEDBACK_PRIORITIES,
    items.map((i) => i.priority),
  );
}

/** Share of a count in a total, rounded to a whole percent; 0 for an empty total. */
export function feedbackSharePercent(count: number, total: number): number {
  return total > 0 ? Math.round((count / total) * 100) : 0;
}

export const STAKEHOLDER_TYPE_LABELS: Record<StakeholderType, string> = {
  customer: "Customer",
  investor: "Investor",
  employee: "Employee",
  community: "Community",
};

export const FEEDBACK_TYPE_LABELS: Record<FeedbackType, string> = {
  concern: "Concern",
  suggestion: "Suggestion",
  question: "Question",
  compliment: "Compliment",
};

export const FEEDBACK_PRIORITY_LABELS: Record<FeedbackPriority, string> = {
  critical: "Critical",
  high: "High",
  medium: "Medium",
  low: "Low",
};

export const FEEDBACK_STATUS_LABELS: Record<FeedbackStatus, string> = {
  open: "Open",
  in_progress: "In Progress",
  resolved: "Resolved",
  closed: "Closed",
};

export function feedbackPriorityTone(priority: FeedbackPriority): BadgeTone {
  switch (priority) {
    case "critical":
      return "red";
    case "high":
      return "amber";
    case "medium":
      return "grey";
    case "low":
      return "green";
  }
}
