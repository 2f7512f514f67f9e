/**
 * The one way the app shows dates (issue 20): the company's locale, by default en-GB, day month-short year
 * ("24 Nov 2026"); a timestamp that needs its time adds it ("24 Nov 2026, 14:05"). Companies carry no locale
 * setting yet, so every caller gets `DEFAULT_DATE_LOCALE`; the `locale` argument is where one would go.
 *
 * Calendar dates (YYYY-MM-DD: due dates, rating dates, period bounds) are shown as the day they name, in any
 * time zone. Timestamps are instants, shown in the viewer's time zone; SQLite's `YYYY-MM-DD HH:MM:SS` text
 * (CURRENT_TIMESTAMP) is UTC, as the server writes it.
 */
export const DEFAULT_DATE_LOCALE = "en-GB";

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
export function formatDate(value: string | Date | null | undefined, locale = DEFAULT_DATE_LOCALE): string {
  if (value === null || value === undefined || value === "") return "";
  const p = parse(value);
  if (!p) return String(value);
  return formatter(locale, p.calendar ? { ...DAY, timeZone: "UTC" } : DAY).format(p.date);
}

/** "24 Nov 2026, 14:05" in the viewer's time zone; a calendar date has no time and reads as `formatDate`. */
export function formatDateTime(
  value: string | Date | null | undefined,
  locale = DEFAULT_DATE_LOCALE,
): string {
  if (value === null || value === undefined || value === "") return "";
  const p = parse(value);
  if (!p) return String(value);
  if (p.calendar) return formatDate(value, locale);
  return formatter(locale, { ...DAY, hour: "2-digit", minute: "2-digit" }).format(p.date);
}

/** "November 2026" from YYYY-MM (or any date in the month): a calendar's month headings. */
export function formatMonth(value: string, locale = DEFAULT_DATE_LOCALE): string {
  const text = /^\d{4}-\d{2}$/.test(value.trim()) ? `${value.trim()}-01` : value;
  const p = parse(text);
  if (!p) return value;
  return formatter(locale, {
    month: "long",
    year: "numeric",
    ...(p.calendar ? { timeZone: "UTC" } : {}),
  }).format(p.date);
}
