import { z } from "zod";
import { humanizeKey } from "./carbon-status";
import { idSchema } from "./ids";
import { jsonObjectFieldSchema, jsonObjectTextFieldSchema } from "./json-object-field";

/** Spec part 2 §9: training categories, ESG Fundamentals first (the default). */
export const TRAINING_CATEGORIES = [
  "ESG Fundamentals",
  "Climate Risk",
  "Social Impact",
  "Governance",
] as const;
export type TrainingCategory = (typeof TRAINING_CATEGORIES)[number];
export const DEFAULT_TRAINING_CATEGORY: TrainingCategory = "ESG Fundamentals";

/** Spec part 2 §9: difficulty levels, Beginner the default. */
export const TRAINING_DIFFICULTIES = ["Beginner", "Intermediate", "Advanced"] as const;
export type TrainingDifficulty = (typeof TRAINING_DIFFICULTIES)[number];
export const DEFAULT_TRAINING_DIFFICULTY: TrainingDifficulty = "Beginner";

/** Spec part 2 §5, §9: duration in minutes, 15-300, 60 by default. */
export const TRAINING_DURATION_MIN = 15;
export const TRAINING_DURATION_MAX = 300;
export const DEFAULT_TRAINING_DURATION = 60;

/** Spec part 2 §9: the score a completed module's certificate carries, whatever the client sends. */
export const CERTIFICATE_SCORE = 85;
export const DEFAULT_CERTIFICATE_TEMPLATE = "standard";

/** Spec part 2 §4: stored progress states; "certified" exists for display only. */
export const TRAINING_PROGRESS_STATUSES = ["in_progress", "completed"] as const;
export type TrainingProgressStatus = (typeof TRAINING_PROGRESS_STATUSES)[number];

export const trainingCategorySchema = z.enum(TRAINING_CATEGORIES, {
  error: `Category must be one of ${TRAINING_CATEGORIES.join(", ")}`,
});
export const trainingDifficultySchema = z.enum(TRAINING_DIFFICULTIES, {
  error: `Difficulty must be one of ${TRAINING_DIFFICULTIES.join(", ")}`,
});

const durationMessage = `Duration must be between ${TRAINING_DURATION_MIN} and ${TRAINING_DURATION_MAX} minutes`;

/** POST /api/training-modules (spec part 2 §5, §7): title, description and duration required. */
export const trainingModuleInputSchema = z.object({
  title: z
    .string({ error: "Title is required" })
    .trim()
    .min(1, "Title is required")
    .max(200, "Title must be at most 200 characters"),
  description: z
    .string({ error: "Description is required" })
    .trim()
    .min(1, "Description is required")
    .max(2000, "Description must be at most 2000 characters"),
  category: trainingCategorySchema.default(DEFAULT_TRAINING_CATEGORY),
  difficulty: trainingDifficultySchema.default(DEFAULT_TRAINING_DIFFICULTY),
  duration: z
    .number({
      // A blank form field arrives as NaN; any other non-number (e.g. the text "60") is a type error.
      error: (issue) =>
        issue.input === undefined || Number.isNaN(issue.input)
          ? "Duration is required"
          : "Duration must be a whole number of minutes",
    })
    .int("Duration must be a whole number of minutes")
    .min(TRAINING_DURATION_MIN, durationMessage)
    .max(TRAINING_DURATION_MAX, durationMessage),
  content: jsonObjectFieldSchema.default({}),
  isRequired: z.boolean({ error: "isRequired must be true or false" }).default(false),
  completionCriteria: jsonObjectFieldSchema.default({}),
  certificateTemplate: z
    .string()
    .trim()
    .min(1, "Certificate template is required")
    .max(50, "Certificate template must be at most 50 characters")
    .default(DEFAULT_CERTIFICATE_TEMPLATE),
});
export type TrainingModuleInput = z.infer<typeof trainingModuleInputSchema>;

/**
 * The Create/Edit Module form: the same rules, with content and completion criteria typed as JSON text
 * (empty → {}; invalid JSON fails the submit, spec part 2 §5).
 */
export const trainingModuleFormSchema = trainingModuleInputSchema.extend({
  content: jsonObjectTextFieldSchema,
  completionCriteria: jsonObjectTextFieldSchema,
});
export type TrainingModuleFormValues = z.input<typeof trainingModuleFormSchema>;

/** The Edit button (behaviour not shown in the spec): the create fields plus the module id. */
export const updateTrainingModuleInputSchema = trainingModuleInputSchema.extend({ id: idSchema });
export type UpdateTrainingModuleInput = z.infer<typeof updateTrainingModuleInputSchema>;

/** POST /api/training-progress: 'Start Training' always creates in_progress. */
export const startTrainingInputSchema = z.object({
  moduleId: idSchema,
  status: z
    .literal("in_progress", { error: "A new training progress record starts as in_progress" })
    .default("in_progress"),
});
export type StartTrainingInput = z.infer<typeof startTrainingInputSchema>;

/** PUT /api/training-progress/{moduleId}/complete: the score sent is checked but replaced by 85. */
export const completeTrainingInputSchema = z.object({
  moduleId: idSchema,
  score: z
    .number({ error: "Score must be a number" })
    .min(0, "Score must be between 0 and 100")
    .max(100, "Score must be between 0 and 100")
    .optional(),
  status: z.literal("completed", { error: "Completing sets the status completed" }).default("completed"),
});
export type CompleteTrainingInput = z.infer<typeof completeTrainingInputSchema>;

export const trainingModuleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  difficulty: z.string(),
  duration: z.number().int(),
  content: z.record(z.string(), z.unknown()),
  isRequired: z.boolean(),
  completionCriteria: z.record(z.string(), z.unknown()),
  certificateTemplate: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TrainingModule = z.infer<typeof trainingModuleSchema>;

export const trainingProgressSchema = z.object({
  id: z.number().int(),
  moduleId: z.number().int(),
  moduleTitle: z.string(),
  moduleCategory: z.string(),
  status: z.enum(TRAINING_PROGRESS_STATUSES),
  progressPercentage: z.number(),
  /** Minutes. */
  timeSpent: z.number(),
  score: z.number().nullable(),
  certificateIssued: z.boolean(),
  certificateDate: z.string().nullable(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type TrainingProgress = z.infer<typeof trainingProgressSchema>;

type ProgressState = Pick<TrainingProgress, "status" | "certificateIssued">;

export type TrainingAction = "start" | "continue" | "get_certificate" | "view_certificate";

/**
 * Spec part 2 §4: no progress → 'Start Training'; in_progress → 'Continue Training' and 'Review';
 * completed without certificate → 'Get Certificate'; anything else → 'View Certificate'.
 */
export function trainingAction(progress: ProgressState | null | undefined): TrainingAction {
  if (!progress) return "start";
  if (progress.status === "in_progress") return "continue";
  if (progress.status === "completed" && !progress.certificateIssued) return "get_certificate";
  return "view_certificate";
}

/** Spec part 2 §4: "certified" is a display state of a completed module with its certificate. */
export function trainingStatusLabel(progress: ProgressState): "In Progress" | "Completed" | "Certified" {
  if (progress.status === "in_progress") return "In Progress";
  return progress.certificateIssued ? "Certified" : "Completed";
}

export type CompletionUpdate = {
  status: "completed";
  score: number;
  progressPercentage: 100;
  timeSpent: number;
  certificateIssued: true;
};

export type CompletionResult =
  | { ok: true; update: CompletionUpdate }
  | { ok: false; reason: "not_started" | "already_certified" };

/**
 * Spec part 2 §4, §9 state machine: in_progress → completed issues the certificate with the fixed score 85;
 * a completed module still without its certificate ('Get Certificate') gets it the same way; a certified
 * one cannot complete again. Time spent is at least the module's duration once completed.
 */
export function completeTraining(
  progress: (ProgressState & { timeSpent: number }) | null | undefined,
  moduleDuration: number,
): CompletionResult {
  if (!progress) return { ok: false, reason: "not_started" };
  if (progress.status === "completed" && progress.certificateIssued) {
    return { ok: false, reason: "already_certified" };
  }
  return {
    ok: true,
    update: {
      status: "completed",
      score: CERTIFICATE_SCORE,
      progressPercentage: 100,
      timeSpent: Math.max(progress.timeSpent, moduleDuration),
      certificateIssued: true,
    },
  };
}

export type TrainingSummary = {
  availableModules: number;
  completed: number;
  certificatesEarned: number;
  /** Spec part 2 §9: hours trained = timeSpent / 60 (summed over the progress records). */
  hoursTrained: number;
};

/** The four cards of the Training screen (spec part 2 §2). */
export function trainingSummary(
  modules: readonly unknown[],
  progress: readonly Pick<TrainingProgress, "status" | "certificateIssued" | "timeSpent">[],
): TrainingSummary {
  const minutes = progress.reduce((sum, p) => sum + p.timeSpent, 0);
  return {
    availableModules: modules.length,
    completed: progress.filter((p) => p.status === "completed").length,
    certificatesEarned: progress.filter((p) => p.certificateIssued).length,
    hoursTrained: minutes / 60,
  };
}

/** Hours with at most one decimal ("2.5", "3", "0"). */
export function formatHours(hours: number): string {
  return String(Math.round(hours * 10) / 10);
}

/** Spec part 2 §2: modules grouped by the four categories, in their fixed order (unknown → the default). */
export function groupModulesByCategory<T extends { category: string }>(
  modules: readonly T[],
): { category: TrainingCategory; modules: T[] }[] {
  const groups = TRAINING_CATEGORIES.map((category) => ({ category, modules: [] as T[] }));
  for (const module of modules) {
    const index = TRAINING_CATEGORIES.indexOf(module.category as TrainingCategory);
    groups[Math.max(index, 0)]?.modules.push(module);
  }
  return groups;
}

/** A printable certificate number: ESG-<year of issue>-<progress id, 5 digits>. */
export function certificateNumber(progressId: number, certificateDate: string | null): string {
  const year = certificateDate ? certificateDate.slice(0, 4) : "0000";
  return `ESG-${year}-${String(progressId).padStart(5, "0")}`;
}

export type ContentSection = { title: string; body: string };

function textOf(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value) && value.every((v) => typeof v !== "object" || v === null)) {
    return value.map(String).join(", ");
  }
  return JSON.stringify(value);
}

/**
 * The sections a module's structured content is shown as. `sections` / `lessons` / `modules` arrays of
 * strings or {title, body|content|summary} objects are read as such; any other key becomes one section.
 */
export function contentSections(content: Record<string, unknown>): ContentSection[] {
  const sections: ContentSection[] = [];
  for (const [key, value] of Object.entries(content)) {
    if (["sections", "lessons", "modules"].includes(key) && Array.isArray(value)) {
      value.forEach((item, i) => {
        if (item && typeof item === "object" && !Array.isArray(item)) {
          const o = item as Record<string, unknown>;
          sections.push({
            title: textOf(o.title ?? o.name) || `${humanizeKey(key).replace(/s$/, "")} ${i + 1}`,
            body: textOf(o.body ?? o.content ?? o.summary ?? o.description),
          });
        } else {
          sections.push({ title: textOf(item), body: "" });
        }
      });
    } else {
      sections.push({ title: humanizeKey(key), body: textOf(value) });
    }
  }
  return sections;
}
