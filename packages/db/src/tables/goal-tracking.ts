import type { GoalStatus } from "@esg/domain";
import type { Generated } from "kysely";

/** Goal Setting & Target Tracking tables, written by hand to match 2026-11-22T0103-goal-tracking. */

export interface EsgGoalsTable {
  id: Generated<number>;
  company_id: number;
  title: string;
  description: string;
  /** Environmental, Social, Governance */
  category: string;
  /** absolute, intensity, percentage */
  target_type: string;
  current_value: number;
  target_value: number;
  unit: string;
  baseline_year: number;
  target_year: number;
  /** 0/1; the API calls it `isScenceBased` (spec spelling). */
  is_science_based: number;
  status: GoalStatus;
  created_at: string;
  updated_at: string;
}

export interface GoalProgressTable {
  id: Generated<number>;
  company_id: number;
  goal_id: number;
  reporting_period: string;
  actual_value: number;
  notes: string | null;
  /** Computed on the server from the goal's current and target values (0-100, rounded). */
  progress_percentage: number;
  recorded_at: string;
}

export interface GoalTrackingTables {
  esg_goals: EsgGoalsTable;
  goal_progress: GoalProgressTable;
}
