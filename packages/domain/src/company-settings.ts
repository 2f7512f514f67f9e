/**
 * A company's display settings: the locale every date in the app is shown in. The list is small on
 * purpose: each entry is a locale whose short date the app is checked against, and the web app formats with
 * `Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric" })`.
 */
import { z } from "zod";

/** The locales a company may choose for its dates, in the order the setting lists them. */
export const DATE_LOCALES = ["en-GB", "en-US", "de-DE", "fr-FR", "es-ES", "nl-NL", "it-IT"] as const;
export type DateLocale = (typeof DATE_LOCALES)[number];

/** What the setting calls each locale; the web app shows an example date beside it, formatted by the browser. */
export const DATE_LOCALE_LABELS: Record<DateLocale, string> = {
  "en-GB": "English (United Kingdom)",
  "en-US": "English (United States)",
  "de-DE": "German (Germany)",
  "fr-FR": "French (France)",
  "es-ES": "Spanish (Spain)",
  "nl-NL": "Dutch (Netherlands)",
  "it-IT": "Italian (Italy)",
};

/** A new company's date locale, and the one used before the signed-in user's company is known: "24 Nov 2026". */
export const DEFAULT_DATE_LOCALE: DateLocale = "en-GB";

export const dateLocaleSchema = /* @__PURE__ */ z.enum(DATE_LOCALES, {
  error: `Date format must be one of ${DATE_LOCALES.join(", ")}`,
});

/** The body and answer of PUT /api/companies/{companyId}/settings. */
export const companySettingsSchema = /* @__PURE__ */ z.object({
  dateLocale: dateLocaleSchema,
});
export type CompanySettings = z.infer<typeof companySettingsSchema>;

/** A stored value read back: anything not on the list (a locale since withdrawn) shows as the default. */
export function toDateLocale(value: string | null | undefined): DateLocale {
  const parsed = dateLocaleSchema.safeParse(value);
  return parsed.success ? parsed.data : DEFAULT_DATE_LOCALE;
}
