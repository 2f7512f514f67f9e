import type { Generated } from "kysely";

/** A company's sites, written by hand to match 2026-11-25T0300-sites. */
export interface SitesTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  /** nameKey(name): how names are compared, unique per company (2026-11-28T0500-name-keys) */
  name_key: string | null;
  /** ISO 3166-1 alpha-2, upper case */
  country: string;
  grid_subregion: string | null;
  legal_entity: string | null;
  /** 0-100 % */
  ownership_share: number;
  /** 1 or 0 on both engines, default 1 (2026-11-27T0300-site-control) */
  operational_control: Generated<number>;
  financial_control: Generated<number>;
  /** 1: an installation under a regulated emissions trading scheme; default 0 (2026-11-28T0700) */
  under_ets: Generated<number>;
  created_at: string;
}

export interface SitesTables {
  sites: SitesTable;
}
