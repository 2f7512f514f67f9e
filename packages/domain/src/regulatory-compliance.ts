import { z } from "zod";
import { optionalText } from "./form-fields";
import { idSchema } from "./ids";

/** Regulatory Compliance Dashboard (spec part 2 §2-§9): schemas, the status machine and the calculators. */

/** Spec §9: the frameworks a requirement may belong to. */
export const REGULATORY_FRAMEWORKS = ["CSRD", "TCFD", "SEC", "GRI", "SASB"] as const;
export const regulatoryFrameworkSchema = z.enum(REGULATORY_FRAMEWORKS, {
  error: `Framework must be one of ${REGULATORY_FRAMEWORKS.join(", ")}`,
});
export type RegulatoryFramework = z.infer<typeof regulatoryFrameworkSchema>;

/** Spec §3: in_progress, completed, overdue, otherwise pending. */
export const REQUIREMENT_STATUSES = ["pending", "in_progress", "completed", "overdue"] as const;
export const requirementStatusSchema = z.enum(REQUIREMENT_STATUSES, {
  error: `Status must be one of ${REQUIREMENT_STATUSES.join(", ")}`,
});
export type RequirementStatus = z.infer<typeof requirementStatusSchema>;

/** Spec §3 "otherwise pending": any unknown stored value reads as pending. */
export function normalizeRequirementStatus(value: string | null | undefined): RequirementStatus {
  return requirementStatusSchema.catch("pending").parse(value);
}

export const REQUIREMENT_STATUS_LABELS: Record<RequirementStatus, string> = {
  pending: "Pending",
  in_progress: "In Progress",
  completed: "Completed",
  overdue: "Overdue",
};

/** Spec §9: requirement progress step 25, capped at 100. */
export const REQUIREMENT_PROGRESS_STEP = 25;
export const REQUIREMENT_PROGRESS_MAX = 100;

export const REQUIREMENT_TITLE_MAX = 200;
export const REQUIREMENT_DESCRIPTION_MAX = 4000;
export const REQUIREMENT_ASSIGNEE_MAX = 120;

export const regulatoryRequirementSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  framework: regulatoryFrameworkSchema.nullable(),
  requirement: z.string(),
  description: z.string(),
  /** YYYY-MM-DD, or null when no due date is set. */
  dueDate: z.string().nullable(),
  assignedTo: z.string().nullable(),
  completionPercentage: z.number().int(),
  status: requirementStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RegulatoryRequirement = z.infer<typeof regulatoryRequirementSchema>;

const completionSchema = z
  .number({ error: "Completion must be a number" })
  .int("Completion must be a whole number")
  .min(0, "Completion must be between 0 and 100")
  .max(REQUIREMENT_PROGRESS_MAX, "Completion must be between 0 and 100");

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;

function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [y, m, d] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * Spec §5: the due date is optional and sent as a date, or null when empty. Accepts YYYY-MM-DD or an ISO
 * date-time (what `new Date(...)` serialises to) and stores the calendar date; "" and null mean none.
 */
export const dueDateInputSchema = z
  .string({ error: "Due date must be a date (YYYY-MM-DD)" })
  .trim()
  .nullish()
  .transform((value, ctx) => {
    if (!value) return null;
    const date = ISO_DATE_TIME.test(value) ? value.slice(0, 10) : value;
    if (!isCalendarDate(date)) {
      ctx.addIssue({ code: "custom", message: "Due date must be a valid date (YYYY-MM-DD)" });
      return z.NEVER;
    }
    return date;
  });

/**
 * POST /api/regulatory-requirements and the Add Requirement form (spec §5, §7): title and description
 * required; due date, assignee and framework optional.
 */
export const createRequirementInputSchema = z.object({
  framework: z
    .enum(["", ...REGULATORY_FRAMEWORKS], {
      error: `Framework must be one of ${REGULATORY_FRAMEWORKS.join(", ")}`,
    })
    .nullish()
    .transform((value): RegulatoryFramework | null => (value ? value : null)),
  requirement: z
    .string({ error: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .max(REQUIREMENT_TITLE_MAX, `Title must be at most ${REQUIREMENT_TITLE_MAX} characters`),
  description: z
    .string({ error: "Description is required" })
    .trim()
    .min(1, "Description is required")
    .max(
      REQUIREMENT_DESCRIPTION_MAX,
      `Description must be at most ${REQUIREMENT_DESCRIPTION_MAX} characters`,
    ),
  dueDate: dueDateInputSchema,
  assignedTo: optionalText("Assignee", REQUIREMENT_ASSIGNEE_MAX),
  completionPercentage: completionSchema.default(0),
});
export type CreateRequirementInput = z.input<typeof createRequirementInputSchema>;
export type CreateRequirementData = z.output<typeof createRequirementInputSchema>;

/**
 * PUT /api/regulatory-requirements/{id}/status. `completionPercentage` is validated (0-100) but the server
 * computes the stored value itself (see `applyRequirementStatusChange`).
 */
export const updateRequirementStatusInputSchema = z.object({
  id: idSchema,
  status: requirementStatusSchema,
  completionPercentage: completionSchema.optional(),
});
export type UpdateRequirementStatusInput = z.input<typeof updateRequirementStatusInputSchema>;

/** Spec §4, §9: Update Progress adds 25, capped at 100. */
export function nextRequirementProgress(current: number): number {
  const base = Number.isFinite(current) ? Math.max(0, current) : 0;
  return Math.min(REQUIREMENT_PROGRESS_MAX, base + REQUIREMENT_PROGRESS_STEP);
}

/**
 * A new requirement starts pending; one created with progress already recorded starts in progress, so that
 * the pending → in_progress → completed machine can still reach completed from it.
 */
export function initialRequirementStatus(completionPercentage: number): "pending" | "in_progress" {
  return completionPercentage > 0 ? "in_progress" : "pending";
}

/** Spec §4: Update Progress is hidden once completed; Mark Complete shows at 100% or more. */
export function canUpdateRequirementProgress(r: { status: RequirementStatus }): boolean {
  return r.status !== "completed";
}

/**
 * Mark Complete shows exactly when the server would accept it (see `applyRequirementStatusChange`): a
 * requirement in progress at 100% or more. A pending or stored-overdue one moves through Update Progress first.
 */
export function canMarkRequirementComplete(r: {
  status: RequirementStatus;
  completionPercentage: number;
}): boolean {
  return applyRequirementStatusChange(r, "completed").ok;
}

export type RequirementStatusChange =
  | { ok: true; status: RequirementStatus; completionPercentage: number }
  | { ok: false; reason: string };

/**
 * The requirement state machine (spec §4): pending → in_progress → completed.
 * - in_progress (Update Progress): from pending or in_progress (a stored overdue counts as not started);
 *   adds the step, capped at 100.
 * - completed (Mark Complete): only from in_progress at 100% or more; stored at 100.
 * - pending and overdue are never set by a client ("The client never sets overdue").
 */
export function applyRequirementStatusChange(
  current: { status: RequirementStatus; completionPercentage: number },
  requested: RequirementStatus,
): RequirementStatusChange {
  if (current.status === "completed") {
    return { ok: false, reason: "This requirement is already completed" };
  }
  switch (requested) {
    case "in_progress":
      return {
        ok: true,
        status: "in_progress",
        completionPercentage: nextRequirementProgress(current.completionPercentage),
      };
    case "completed":
      if (current.status !== "in_progress") {
        return { ok: false, reason: "Only a requirement in progress can be completed" };
      }
      if (current.completionPercentage < REQUIREMENT_PROGRESS_MAX) {
        return { ok: false, reason: "A requirement can be completed once its progress reaches 100%" };
      }
      return { ok: true, status: "completed", completionPercentage: REQUIREMENT_PROGRESS_MAX };
    case "pending":
      return { ok: false, reason: "A requirement cannot move back to pending" };
    case "overdue":
      return { ok: false, reason: "Overdue follows from the due date and cannot be set" };
  }
}

/** Spec §4, §9: urgency of a due date; thresholds 30 and 90 days. */
export const URGENT_WITHIN_DAYS = 30;
export const APPROACHING_WITHIN_DAYS = 90;
export const DUE_URGENCIES = ["overdue", "urgent", "approaching", "future", "none"] as const;
export type DueUrgency = (typeof DUE_URGENCIES)[number];

export const DUE_URGENCY_LABELS: Record<DueUrgency, string> = {
  overdue: "Overdue",
  urgent: "Urgent",
  approaching: "Approaching",
  future: "Future",
  none: "No due date",
};

const DAY_MS = 86_400_000;

/** Whole calendar days from `today` (its local date) to a YYYY-MM-DD date; negative once past. */
export function daysUntilDue(dueDate: string, today: Date): number {
  const [y, m, d] = dueDate.slice(0, 10).split("-").map(Number) as [number, number, number];
  const due = Date.UTC(y, m - 1, d);
  const now = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((due - now) / DAY_MS);
}

/** Spec §4: overdue if past due, urgent within 30 days, approaching within 90, otherwise future; none without a date. */
export function dueUrgency(dueDate: string | null | undefined, today: Date): DueUrgency {
  if (!dueDate) return "none";
  const days = daysUntilDue(dueDate, today);
  if (days < 0) return "overdue";
  if (days <= URGENT_WITHIN_DAYS) return "urgent";
  if (days <= APPROACHING_WITHIN_DAYS) return "approaching";
  return "future";
}

/** 'Due today', 'N days left' or 'N days overdue'. */
export function dueInWords(dueDate: string, today: Date): string {
  const days = daysUntilDue(dueDate, today);
  if (days === 0) return "Due today";
  const n = Math.abs(days);
  const unit = n === 1 ? "day" : "days";
  return days > 0 ? `${n} ${unit} left` : `${n} ${unit} overdue`;
}

/**
 * Spec §4: sorted from overdue to none; within a band, the earliest due date first, then by id. Completed
 * requirements come after every open one (what is done needs no attention), in the same order.
 */
export function sortRequirementsByUrgency<T extends { id: number; dueDate: string | null; status?: string }>(
  items: readonly T[],
  today: Date,
): T[] {
  const done = (item: T) => (item.status === "completed" ? 1 : 0);
  const rank = (item: T) => DUE_URGENCIES.indexOf(dueUrgency(item.dueDate, today));
  return [...items].sort(
    (a, b) =>
      done(a) - done(b) ||
      rank(a) - rank(b) ||
      (a.dueDate ?? "").localeCompare(b.dueDate ?? "") ||
      a.id - b.id,
  );
}

export type ComplianceSummary = {
  total: number;
  completed: number;
  inProgress: number;
  /** Not completed and past its due date. */
  overdue: number;
  /** Mean completion percentage over all requirements, rounded; 0 when there are none. */
  averageCompletion: number;
  /** Share of the requirements completed, whole percent; null when there are none. */
  completedPercent: number | null;
};

/** YYYY-MM-DD of a date's local calendar day (the day `dueUrgency` counts from). */
function localDay(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/**
 * Completion of the Regulatory Compliance register (spec part 2 §2, §9): the one computation behind the
 * compliance summary cards, the assessment's regulatory-compliance sub-score and the board's key metrics.
 * Method: a requirement is completed when its status is completed (Mark Complete stores it at 100%; one in
 * progress at 100% still awaits it); average completion is the mean stored completion percentage over every
 * requirement, rounded to a whole percent; overdue is not completed and due before `today` (a Date's local
 * day, or YYYY-MM-DD).
 */
export function complianceSummary(
  items: readonly { status: string; completionPercentage: number; dueDate: string | null }[],
  today: Date | string,
): ComplianceSummary {
  const day = typeof today === "string" ? today.slice(0, 10) : localDay(today);
  const total = items.length;
  const isDone = (r: (typeof items)[number]) => r.status === "completed";
  const completed = items.filter(isDone).length;
  const inProgress = items.filter((r) => r.status === "in_progress").length;
  const overdue = items.filter(
    (r) => !isDone(r) && r.dueDate !== null && r.dueDate.slice(0, 10) < day,
  ).length;
  const sum = items.reduce((acc, r) => acc + r.completionPercentage, 0);
  return {
    total,
    completed,
    inProgress,
    overdue,
    averageCompletion: total ? Math.round(sum / total) : 0,
    completedPercent: total ? Math.round((100 * completed) / total) : null,
  };
}

/** Spec §9: CSRD, TCFD and SEC checklists of 5 standard items each. */
export const CHECKLIST_FRAMEWORKS = ["CSRD", "TCFD", "SEC"] as const;
export type ChecklistFramework = (typeof CHECKLIST_FRAMEWORKS)[number];

export const FRAMEWORK_CHECKLISTS: Record<ChecklistFramework, readonly string[]> = {
  // ESRS 1 and the topical standards every in-scope company reports on, plus the assurance duty (CSRD Art. 34).
  CSRD: [
    "Double materiality assessment (ESRS 1)",
    "Climate change disclosures (ESRS E1)",
    "Own workforce disclosures (ESRS S1)",
    "Business conduct disclosures (ESRS G1)",
    "Limited assurance of the sustainability statement",
  ],
  // The four TCFD pillars and the scenario analysis of the strategy pillar.
  TCFD: [
    "Governance: board oversight of climate-related risks",
    "Strategy: climate-related risks and opportunities",
    "Risk management: identify, assess and manage climate risks",
    "Metrics and targets: Scope 1, 2 and 3 GHG emissions",
    "Scenario analysis of climate resilience (2°C or lower)",
  ],
  // SEC climate disclosure rule (Regulation S-K Items 1501-1506, Regulation S-X Article 14).
  SEC: [
    "Climate-related risks material to the business (Item 1502)",
    "Board oversight and management of climate risks (Item 1501)",
    "Scope 1 and Scope 2 GHG emissions (Item 1505)",
    "Attestation of GHG emissions disclosures (Item 1506)",
    "Financial statement effects of severe weather (Article 14)",
  ],
};

/** Spec §9: checklist items are matched by the first 10 characters of the title. */
export const CHECKLIST_MATCH_LENGTH = 10;

/** The part of a title a checklist item is matched on: its first 10 characters, case and spacing ignored. */
export function checklistKey(title: string): string {
  return title.trim().replace(/\s+/g, " ").slice(0, CHECKLIST_MATCH_LENGTH).toLowerCase();
}

export type ChecklistItem<T> = { title: string; requirement: T | null };

/** Each standard item of a framework with the first requirement of that framework whose title matches it. */
export function frameworkChecklist<
  T extends { id: number; framework: RegulatoryFramework | null; requirement: string },
>(framework: ChecklistFramework, requirements: readonly T[]): ChecklistItem<T>[] {
  const candidates = requirements.filter((r) => r.framework === framework).sort((a, b) => a.id - b.id);
  return FRAMEWORK_CHECKLISTS[framework].map((title) => {
    const key = checklistKey(title);
    return { title, requirement: candidates.find((r) => checklistKey(r.requirement) === key) ?? null };
  });
}

/** How far a framework checklist is: items whose matched requirement is completed, and items tracked at all. */
export function checklistCompletion(items: readonly ChecklistItem<{ status: RequirementStatus }>[]): {
  completed: number;
  tracked: number;
  total: number;
} {
  return {
    completed: items.filter((i) => i.requirement?.status === "completed").length,
    tracked: items.filter((i) => i.requirement !== null).length,
    total: items.length,
  };
}

export type DueMonth<T> = { month: string; items: (T & { dueDate: string })[] };

/**
 * The Compliance Calendar: requirements with a due date grouped by month (YYYY-MM), earliest first;
 * those without a due date are left out.
 */
export function groupByDueMonth<T extends { id: number; dueDate: string | null }>(
  items: readonly T[],
): DueMonth<T>[] {
  const dated = items
    .filter((r): r is T & { dueDate: string } => Boolean(r.dueDate))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id - b.id);
  const months: DueMonth<T>[] = [];
  for (const item of dated) {
    const month = item.dueDate.slice(0, 7);
    const last = months[months.length - 1];
    if (last?.month === month) last.items.push(item);
    else months.push({ month, items: [item] });
  }
  return months;
}
