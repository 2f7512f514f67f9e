import { DATE_LOCALE_LABELS, DATE_LOCALES, type DateLocale } from "@esg/domain";
import { dateFormatFor } from "../../lib/format-date";

/** The day every example in the setting shows, so the choices compare at a glance. */
export const EXAMPLE_DATE = "2026-11-24";

/** "English (United Kingdom) · 24 Nov 2026": a locale's name and how a date reads in it. */
export function dateLocaleLabel(locale: DateLocale): string {
  return `${DATE_LOCALE_LABELS[locale]} · ${dateFormatFor(locale).formatDate(EXAMPLE_DATE)}`;
}

export const DATE_LOCALE_OPTIONS = DATE_LOCALES.map((locale) => ({
  value: locale,
  label: dateLocaleLabel(locale),
}));
