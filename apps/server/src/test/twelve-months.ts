import { expect } from "vitest";
import type { TestResponse } from "./test-app";

type App = {
  request: (path: string, init: { method: string; cookie: string; json: unknown }) => Promise<TestResponse>;
};

/** The 28th of each month of `year`: a full year of monthly data, so the year is complete. */
export const monthsOf = (year: number) =>
  Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, "0")}-28`);

/**
 * A full year of a small company's data: twelve monthly electricity bills (GB) and twelve diesel receipts,
 * each month a little more than the last. `diesel(i)` adds fields to month i's receipt (a stated uncertainty).
 */
export function twelveMonthUploads(
  year = 2025,
  opts: { diesel?: (i: number) => Record<string, unknown> } = {},
) {
  // Month i's row: `base + i × step` of the activity, in GB, with any fields `extra` adds.
  const rows = (activity: string, unit: string, base: number, step: number, extra = opts.diesel) =>
    monthsOf(year).map((date, i) => ({
      activity,
      amount: base + i * step,
      unit,
      region: "GB",
      date,
      ...extra?.(i),
    }));
  return [
    { sourceType: "energy_bill", activities: rows("electricity", "kWh", 10_000, 250, undefined) },
    { sourceType: "fuel_receipt", activities: rows("diesel", "litres", 400, 10) },
  ];
}

/** Ingests `twelveMonthUploads` for the company whose session is `cookie`, each upload a 200. */
export async function uploadTwelveMonths(
  app: App,
  cookie: string,
  year = 2025,
  opts: Parameters<typeof twelveMonthUploads>[1] = {},
) {
  for (const { sourceType, activities } of twelveMonthUploads(year, opts)) {
    const res = await app.request("/api/carbon/ingest", {
      method: "POST",
      cookie,
      json: { sourceType, rawData: { activities } },
    });
    expect(res.status).toBe(200);
  }
}
