import type { Generated } from "kysely";

/** Third-Party ESG Ratings, written by hand to match 2026-11-22T0107-esg-ratings. */
export interface EsgRatingsTable {
  id: Generated<number>;
  company_id: number;
  /** MSCI, Sustainalytics, CDP, Refinitiv */
  provider: string;
  /** The provider's own grade as entered: "AA", "18.5", "B-", "72". */
  overall_score: string;
  previous_score: string | null;
  /** 0-100; null: not rated (nullable since 2026-11-25T0710). */
  environmental_score: number | null;
  social_score: number | null;
  governance_score: number | null;
  /** YYYY-MM-DD */
  rating_date: string;
  /** improving, stable, declining */
  trend: string;
  methodology: string | null;
  /** Percentile 1-100. */
  peer_ranking: number;
  /** JSON array of texts. */
  strengths: string;
  /** JSON array of texts (improvement areas). */
  weaknesses: string;
  /** 0-100: always the server's `ratingToScore(provider, overall_score)`. */
  normalized_score: number;
  created_at: string;
}

export interface EsgRatingsTables {
  esg_ratings: EsgRatingsTable;
}
