/** `/settings?tab=audit-log`: which tab is open; absent = the first tab the role may use. */
export const SETTINGS_TABS = [
  "members",
  "audit-log",
  "sites",
  "api-tokens",
  "webhooks",
  "reporting",
  "company",
  "account",
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];
export type SettingsSearch = { tab?: SettingsTab };

export function parseSettingsSearch(search: Record<string, unknown>): SettingsSearch {
  const tab = search.tab;
  return typeof tab === "string" && (SETTINGS_TABS as readonly string[]).includes(tab)
    ? { tab: tab as SettingsTab }
    : {};
}
