import { describe, expect, it } from "vitest";
import { IngestTotals, shiftIssueRow } from "./carbon-upload";

describe("IngestTotals", () => {
  const records = [
    { scope: 1 as const, kgCO2e: 10, marketBasedKgCO2e: null },
    { scope: 2 as const, kgCO2e: 20, marketBasedKgCO2e: 5 },
    { scope: 2 as const, kgCO2e: 30, marketBasedKgCO2e: null },
    { scope: 3 as const, kgCO2e: 1, marketBasedKgCO2e: null },
  ];
  const warning = (rows: number) => ({ code: "location_fallback", message: "No residual mix", rows });

  it("adds batch by batch to the same figures as all at once", () => {
    const once = new IngestTotals();
    once.add(records, [warning(3)]);
    const batched = new IngestTotals();
    batched.add(records.slice(0, 2), [warning(1)]);
    batched.add(records.slice(2), [warning(2)]);
    expect(batched.summary).toEqual({ scope1: 10, scope2: 50, scope3: 1, total: 61 });
    expect(batched.summary).toEqual(once.summary);
    // Market-based Scope 2: the instrument's 5 kg, else the location figure (30).
    expect(batched.scope2MarketBased).toBe(35);
    expect(batched.warnings).toEqual([warning(3)]);
  });
});

describe("shiftIssueRow", () => {
  it("moves a batch's row number and its message to the row's place in the file", () => {
    expect(shiftIssueRow({ row: 3, message: "Row 3: amount: must be positive" }, 500)).toEqual({
      row: 503,
      message: "Row 503: amount: must be positive",
    });
    expect(shiftIssueRow({ row: null, message: "No header" }, 500)).toEqual({
      row: null,
      message: "No header",
    });
  });
});
