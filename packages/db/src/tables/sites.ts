import type { Generated } from "kysely";

/** A company's sites, written by hand to match 2026-11-25T0300-sites. */
export interface SitesTable {
  id: Generated<number>;
  company_id: number;
  name: string;
  /** ISO 3166-1 alpha-2, upper case */
  country: string;
  grid_subregion: string | null;
  legal_entity: string | null;
  /** 0-100 % */
  ownership_share: number;
  created_at: string;
}

export interface SitesTables {
  sites: SitesTable;
}
