/**
 * The one way the app shows dates: the company's locale (packages/domain DATE_LOCALES, by default
 * en-GB), day month-short year ("24 Nov 2026"); a timestamp that needs its time adds it ("24 Nov 2026, 14:05").
 * Components take the company's locale from `useDateFormat()` (use-date-format.ts); the functions here are pure
 * and take the locale as an argument.
 *
 * Calendar dates (YYYY-MM-DD: due dates, rating dates, period bounds) are shown as the day they name, in any
 * time zone. Timestamps are instants, shown in the viewer's time zone; SQLite's `YYYY-MM-DD HH:MM:SS` text
 * (CURRENT_TIMESTAMP) is UTC, as the server writes it.
 */
import { DEFAULT_DATE_LOCALE } from "@esg/domain";

export { DEFAULT_DATE_LOCALE };

export type DateValue = string | Date | null | undefined;

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;
const SQL_TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/;

type Parsed = { date: Date; calendar: boolean };

function parse(value: string | Date): Parsed | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : { date: value, calendar: false };
  const text = value.trim();
  const calendar = CALENDAR_DATE.test(text);
  const sql = SQL_TIMESTAMP.exec(text);
  const date = new Date(calendar ? `${text}T00:00:00Z` : sql ? `${sql[1]}T${sql[2]}Z` : text);
  return Number.isNaN(date.getTime()) ? null : { date, calendar };
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, f);
  }
  return f;
}

const DAY: Intl.DateTimeFormatOptions = { day: "numeric", month: "short", year: "numeric" };

/** "24 Nov 2026" from a YYYY-MM-DD date, an ISO or SQLite timestamp or a Date; "" for none; the text if not a date. */
export function formatDate(value: DateValue, locale: string = DEFAULT_DATE_LOCALE): string {
  if (value === null || value === undefined || value === "") return "";
  const p = parse(value);
  if (!p) return String(value);
  return formatter(locale, p.calendar ? { ...DAY, timeZone: "UTC" } : DAY).format(p.date);
}

export type DateTimeOptions = {
  /** Shown in UTC rather than the viewer's time zone (the caller says so, e.g. "… 14:05 UTC"). */
  utc?: boolean;
};

/** "24 Nov 2026, 14:05" in the viewer's time zone; a calendar date has no time and reads as `formatDate`. */
export function formatDateTime(
  value: DateValue,
  locale: string = DEFAULT_DATE_LOCALE,
  options: DateTimeOptions = {},
): string {
  if (value === null || value === undefined || value === "") return "";
  const p = parse(value);
  if (!p) return String(value);
  if (p.calendar) return formatDate(value, locale);
  return formatter(locale, {
    ...DAY,
    hour: "2-digit",
    minute: "2-digit",
    ...(options.utc ? { timeZone: "UTC" } : {}),
  }).format(p.date);
}

/** "November 2026" from YYYY-MM (or any date in the month): a calendar's month headings. */
export function formatMonth(value: string, locale: string = DEFAULT_DATE_LOCALE): string {
  const text = /^\d{4}-\d{2}$/.test(value.trim()) ? `${value.trim()}-01` : value;
  const p = parse(text);
  if (!p) return value;
  return formatter(locale, {
    month: "long",
    year: "numeric",
    ...(p.calendar ? { timeZone: "UTC" } : {}),
  }).format(p.date);
}

/** The three formats bound to one locale: what `useDateFormat()` gives a component. */
export type DateFormat = {
  locale: string;
  formatDate: (value: DateValue) => string;
  formatDateTime: (value: DateValue, options?: DateTimeOptions) => string;
  formatMonth: (value: string) => string;
};

const bound = new Map<string, DateFormat>();

/** The formats of `locale`; the same object for the same locale, so it is a stable dependency for hooks. */
export function dateFormatFor(locale: string): DateFormat {
  let f = bound.get(locale);
  if (!f) {
    f = {
      locale,
      formatDate: (value) => formatDate(value, locale),
      formatDateTime: (value, options) => formatDateTime(value, locale, options),
      formatMonth: (value) => formatMonth(value, locale),
    };
    bound.set(locale, f);
  }
  return f;
}
