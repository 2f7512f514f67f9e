import type { Generated } from "kysely";

/** Foundation tables, written by hand to match the migrations (booleans are stored as 0/1). */

export interface CompaniesTable {
  id: Generated<number>;
  name: string;
  industry: string;
  /** One of packages/domain's DATE_LOCALES; en-GB unless the company chose another. */
  date_locale: Generated<string>;
  /** Company profile (Settings → Company): ISO 3166-1 alpha-2, null until recorded. */
  country: string | null;
  /** ISO 4217 reporting currency of `company_revenue`; null until recorded. */
  currency: string | null;
  employees: number | null;
  /** ISO 17442 Legal Entity Identifier. */
  lei: string | null;
  /** The public feedback link's name, unique; set on creation (null only mid-migration). */
  feedback_slug: string | null;
  /** When a member hid the first-run checklist. */
  onboarding_dismissed_at: string | null;
  created_at: string;
}

/** Revenue by year in the company's currency (`companies.currency`): the denominator of every intensity. */
export interface CompanyRevenueTable {
  company_id: number;
  year: number;
  amount: number;
}

export interface UsersTable {
  id: Generated<number>;
  company_id: number;
  username: string;
  password_hash: string;
  name: string;
  created_at: string;
}

export interface SessionsTable {
  /** Public half of the session token, used for lookup. */
  id: string;
  /** SHA-256 of the secret half; the secret itself is never stored. */
  secret_hash: Uint8Array;
  user_id: number;
  expires_at: number;
  created_at: string;
}

export interface DocumentsTable {
  id: Generated<number>;
  company_id: number;
  filename: string;
  type: string;
  created_at: string;
}

export interface SuppliersTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  risk_tier: string;
  /** nameKey(name): how names are compared, unique per company (2026-11-28T0500-name-keys) */
  name_key: string | null;
  disclosure_score: number;
  responded: number;
  country: string | null;
  category: string | null;
}

export interface FoundationTables {
  companies: CompaniesTable;
  company_revenue: CompanyRevenueTable;
  users: UsersTable;
  sessions: SessionsTable;
  documents: DocumentsTable;
  suppliers: SuppliersTable;
}
