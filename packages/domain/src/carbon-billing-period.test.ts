import { describe, expect, it } from "vitest";
import { apportionByMonth, MAX_PERIOD_DAYS, periodDays } from "./carbon-billing-period";
import { prepareIngestRows } from "./carbon-ingest-rows";

const today = "2026-11-22";

describe("apportionByMonth", () => {
  it("splits a bill across a month boundary by days, exactly", () => {
    expect(apportionByMonth(3100, "2024-12-15", "2025-01-14")).toEqual([
      { month: "2024-12", date: "2024-12-15", days: 17, amount: 1700, share: 17 / 31 },
      { month: "2025-01", date: "2025-01-01", days: 14, amount: 1400, share: 14 / 31 },
    ]);
  });

  it("keeps a period within one month whole", () => {
    expect(apportionByMonth(500, "2024-02-01", "2024-02-29")).toEqual([
      { month: "2024-02", date: "2024-02-01", days: 29, amount: 500, share: 1 },
    ]);
  });

  it.each([
    [1000, "2024-01-10", "2024-04-20"],
    [0.1, "2023-11-30", "2024-03-01"],
    [123456.789, "2024-01-01", "2024-12-31"],
  ])("parts of %d over %s … %s add up to the whole and cover every day", (amount, start, end) => {
    const parts = apportionByMonth(amount, start, end);
    expect(parts.reduce((s, p) => s + p.amount, 0)).toBe(amount);
    expect(parts.reduce((s, p) => s + p.days, 0)).toBe(periodDays(start, end));
    expect(new Set(parts.map((p) => p.month)).size).toBe(parts.length);
  });

  it("refuses an end before the start", () => {
    expect(() => apportionByMonth(1, "2024-02-02", "2024-02-01")).toThrow(RangeError);
  });
});

describe("prepareIngestRows with billing periods", () => {
  const row = { activity: "electricity", amount: 3100, unit: "kWh", region: "GB" };

  it("stores one record per month with the period on each and the kg apportioned", () => {
    const p = prepareIngestRows([{ ...row, periodStart: "2024-12-15", periodEnd: "2025-01-14" }], {
      today,
      category3Policy: "off",
    });
    if (!p.ok) throw new Error(JSON.stringify(p.issues));
    expect(p.records.map((r) => [r.date, r.amount, r.periodStart, r.periodEnd, r.sourceRow])).toEqual([
      ["2024-12-15", 1700, "2024-12-15", "2025-01-14", 1],
      ["2025-01-01", 1400, "2024-12-15", "2025-01-14", 1],
    ]);
    const whole = prepareIngestRows([{ ...row, date: "2024-12-15" }], { today, category3Policy: "off" });
    if (!whole.ok) throw new Error("dated row refused");
    const kg = whole.records[0]?.kgCO2e ?? 0;
    expect(p.records[0]?.kgCO2e).toBeCloseTo((kg * 17) / 31, 9);
    expect((p.records[0]?.kgCO2e ?? 0) + (p.records[1]?.kgCO2e ?? 0)).toBeCloseTo(kg, 9);
    // Both months are one input row: one key.
    expect(p.records[0]?.rowKey).toBe(p.records[1]?.rowKey);
  });

  it("derives category 3 rows per month, keyed like their row", () => {
    const p = prepareIngestRows([{ ...row, periodStart: "2024-12-15", periodEnd: "2025-01-14" }], {
      today,
      category3Policy: "derive",
    });
    if (!p.ok) throw new Error(JSON.stringify(p.issues));
    const derived = p.records.filter((r) => r.derivedFrom !== null);
    expect(derived.length).toBeGreaterThan(0);
    expect(new Set(derived.map((r) => r.date.slice(0, 7)))).toEqual(new Set(["2024-12", "2025-01"]));
    expect(derived.every((r) => r.rowKey === p.records[0]?.rowKey && r.periodEnd === "2025-01-14")).toBe(
      true,
    );
  });

  it.each([
    [{ date: "2024-12-01", periodStart: "2024-12-01", periodEnd: "2024-12-31" }, "date", "not both"],
    [{ periodStart: "2024-12-01" }, "periodEnd", "needs both"],
    [{ periodEnd: "2024-12-01" }, "periodStart", "needs both"],
    [{ periodStart: "2024-12-31", periodEnd: "2024-12-01" }, "periodEnd", "before periodStart"],
    [{ periodStart: "2024-13-01", periodEnd: "2024-12-01" }, "periodStart", "not a calendar date"],
    [{ periodStart: "2023-01-01", periodEnd: "2024-01-02" }, "periodEnd", `at most ${MAX_PERIOD_DAYS}`],
    [{ periodStart: "2027-11-01", periodEnd: "2027-12-01" }, "periodEnd", "outside"],
  ])("refuses %o at its field", (period, field, words) => {
    const p = prepareIngestRows([{ ...row, ...period }], { today });
    expect(p.ok).toBe(false);
    if (p.ok) return;
    expect(p.issues).toHaveLength(1);
    expect(p.issues[0]).toMatchObject({ row: 1, field });
    expect(p.issues[0]?.message).toContain(words);
  });

  it("allows a leap year's whole year", () => {
    const p = prepareIngestRows([{ ...row, periodStart: "2024-01-01", periodEnd: "2024-12-31" }], { today });
    expect(p.ok).toBe(true);
  });

  it("keys the same bill alike whatever its description, and apart by amount, period or site", () => {
    const keyOf = (extra: Record<string, unknown>) => {
      const p = prepareIngestRows([{ ...row, date: "2024-12-15", ...extra }], { today });
      if (!p.ok) throw new Error("refused");
      return p.records[0]?.rowKey;
    };
    const base = keyOf({ description: "December bill" });
    expect(keyOf({ description: "another note", amount: "3100", unit: "kwh" })).toBe(base);
    expect(keyOf({ amount: 3101 })).not.toBe(base);
    expect(keyOf({ date: "2024-12-16" })).not.toBe(base);
    expect(keyOf({ siteId: 4 })).not.toBe(base);
  });
});
