import type { TrainingProgressStatus } from "@esg/domain";
import type { Generated } from "kysely";

/** ESG Training & Certification tables, written by hand to match 2026-11-22T0109-esg-training. */

export interface TrainingModulesTable {
  id: Generated<number>;
  company_id: number;
  title: string;
  description: string;
  /** ESG Fundamentals, Climate Risk, Social Impact, Governance */
  category: string;
  /** Beginner, Intermediate, Advanced */
  difficulty: string;
  /** Minutes, 15-300. */
  duration: number;
  /** JSON object text. */
  content: string;
  is_required: number;
  /** JSON object text. */
  completion_criteria: string;
  certificate_template: string;
  created_at: string;
  updated_at: string;
}

/** One learner's progress on one module ("My Progress"): at most one row per (user, module). */
export interface TrainingProgressTable {
  id: Generated<number>;
  company_id: number;
  user_id: number;
  module_id: number;
  status: TrainingProgressStatus;
  progress_percentage: number;
  /** Minutes. */
  time_spent: number;
  score: number | null;
  certificate_issued: number;
  certificate_date: string | null;
  started_at: string;
  completed_at: string | null;
}

export interface EsgTrainingTables {
  training_modules: TrainingModulesTable;
  training_progress: TrainingProgressTable;
}
