/**
 * Billing periods (docs/decisions/037-bills-once-and-periods.md): a row may carry
 * `periodStart` and `periodEnd` (inclusive ISO dates) instead of `date`. Its amount is apportioned by days to
 * the calendar months the period covers, so that monthly figures, coverage and fiscal years follow the days
 * the energy was used rather than the day the bill was issued.
 */

/** The longest period one row may cover: a year's bill, leap day included. */
export const MAX_PERIOD_DAYS = 366;

const DAY_MS = 86_400_000;

function utcDay(iso: string): number {
  return Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;
}

function isoOf(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `start` to `end`, both counted (2024-12-15 … 2025-01-14 is 31). */
export function periodDays(start: string, end: string): number {
  return utcDay(end) - utcDay(start) + 1;
}

export type PeriodPart = {
  /** YYYY-MM */
  month: string;
  /** The period's first day within the month (YYYY-MM-DD): the activity's date. */
  date: string;
  days: number;
  amount: number;
  /** The part's share of the whole period (days / all days). */
  share: number;
};

/**
 * Splits `amount` over the calendar months of `start … end` (inclusive YYYY-MM-DD, start ≤ end) in proportion
 * to the days in each. The last part takes the rest, so the parts add up to the amount exactly as stored:
 * 3,100 kWh from 2024-12-15 to 2025-01-14 is 1,700 kWh (17 days) in December and 1,400 kWh (14 days) in
 * January.
 */
export function apportionByMonth(amount: number, start: string, end: string): PeriodPart[] {
  const first = utcDay(start);
  const last = utcDay(end);
  if (!(last >= first)) throw new RangeError(`period end ${end} is before its start ${start}`);
  const total = last - first + 1;
  const parts: PeriodPart[] = [];
  let day = first;
  let given = 0;
  while (day <= last) {
    const d = new Date(day * DAY_MS);
    const monthEnd = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0) / DAY_MS;
    const partEnd = Math.min(monthEnd, last);
    const days = partEnd - day + 1;
    const isLast = partEnd === last;
    const partAmount = isLast ? amount - given : (amount * days) / total;
    given += partAmount;
    const date = isoOf(day);
    parts.push({ month: date.slice(0, 7), date, days, amount: partAmount, share: days / total });
    day = partEnd + 1;
  }
  return parts;
}

export type BillingPeriod = { start: string; end: string };

type PeriodIssue = {
  row: number;
  field: "date" | "periodStart" | "periodEnd";
  code: "invalid_period";
  message: string;
};

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** Whether the row names a billing period (either end), which then replaces its date. */
export function hasBillingPeriod(row: { periodStart?: unknown; periodEnd?: unknown }): boolean {
  return !isBlank(row.periodStart) || !isBlank(row.periodEnd);
}

/**
 * The row's billing period, or why it is refused: both ends or neither, each a calendar date within
 * `earliest … latest`, end on or after start, at most MAX_PERIOD_DAYS days, and no `date` beside it (one row
 * is either dated or a period, never both: which would place it?).
 */
export function readBillingPeriod(
  row: { date?: unknown; periodStart?: unknown; periodEnd?: unknown },
  n: number,
  bounds: { earliest: string; latest: string; parseDate: (v: unknown) => { date: string } | null },
): { ok: true; period: BillingPeriod } | { ok: false; issue: PeriodIssue } {
  const refuse = (field: PeriodIssue["field"], why: string) =>
    ({
      ok: false,
      issue: { row: n, field, code: "invalid_period", message: `Row ${n}: ${field}: ${why}` },
    }) as const;
  if (!isBlank(row.date)) {
    return refuse("date", "give either a date or a billing period (periodStart and periodEnd), not both");
  }
  if (isBlank(row.periodStart))
    return refuse("periodStart", "a billing period needs both periodStart and periodEnd");
  if (isBlank(row.periodEnd))
    return refuse("periodEnd", "a billing period needs both periodStart and periodEnd");
  const ends = { periodStart: row.periodStart, periodEnd: row.periodEnd } as const;
  const parsed: Partial<Record<keyof typeof ends, string>> = {};
  for (const field of ["periodStart", "periodEnd"] as const) {
    const value = ends[field];
    const d = bounds.parseDate(value);
    if (!d) {
      const shown = typeof value === "string" ? `"${value}"` : JSON.stringify(value);
      return refuse(field, `${shown} is not a calendar date in the form YYYY-MM-DD`);
    }
    if (d.date < bounds.earliest || d.date > bounds.latest) {
      return refuse(field, `${d.date} is outside ${bounds.earliest} … ${bounds.latest}`);
    }
    parsed[field] = d.date;
  }
  const start = parsed.periodStart as string;
  const end = parsed.periodEnd as string;
  if (end < start) return refuse("periodEnd", `${end} is before periodStart ${start}`);
  const days = periodDays(start, end);
  if (days > MAX_PERIOD_DAYS) {
    return refuse(
      "periodEnd",
      `the period covers ${days} days; at most ${MAX_PERIOD_DAYS} are allowed in one row`,
    );
  }
  return { ok: true, period: { start, end } };
}

/** A record as far as apportioning is concerned (the full EmissionRecord passes). */
type Apportionable = {
  amount: number;
  kgCO2e: number;
  date: string;
  year: number;
  sourceRow: number;
};

/**
 * Replaces each period row's record by one record per month, its amount and kg CO2e apportioned by days (the
 * last month takes the rest of each, so the parts add up to the row). `periods[i]` is record i's period, if
 * any; `inputs[i]` goes with each of its parts. Records of dated rows pass unchanged.
 */
export function expandBillingPeriods<R extends Apportionable, I>(
  records: readonly R[],
  inputs: readonly I[],
  periods: readonly (BillingPeriod | undefined)[],
): { records: R[]; inputs: I[] } {
  const out: R[] = [];
  const outInputs: I[] = [];
  records.forEach((r, i) => {
    const period = periods[i];
    const input = inputs[i] as I;
    if (!period) {
      out.push(r);
      outInputs.push(input);
      return;
    }
    const parts = apportionByMonth(r.amount, period.start, period.end);
    let kgGiven = 0;
    parts.forEach((part, k) => {
      const kg = k === parts.length - 1 ? r.kgCO2e - kgGiven : r.kgCO2e * part.share;
      kgGiven += kg;
      out.push({
        ...r,
        amount: part.amount,
        kgCO2e: kg,
        date: part.date,
        year: Number(part.date.slice(0, 4)),
      });
      outInputs.push(input);
    });
  });
  return { records: out, inputs: outInputs };
}
