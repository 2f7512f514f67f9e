import { describe, expect, it } from "vitest";
import { scope3Boundary, scope3Screening, scope3ScreeningInputSchema } from "./carbon-scope3-screening";

describe("scope3Screening", () => {
  it("lists all 15 categories: data makes a category calculated, else what was recorded, else not yet screened", () => {
    const s = scope3Screening(
      2024,
      [
        { category: 6, status: "not_relevant", method: null, justification: "stale" },
        { category: 7, status: "estimated", method: "Commuting survey × DESNZ", justification: null },
        { category: 15, status: "not_relevant", method: null, justification: "No investments held" },
        { category: 2, status: "calculated", method: null, justification: null },
      ],
      { byCategory: new Map([[6, { kg: 1234.4, activities: 3 }]]), primaryDataPct: 0, ownFactorKg: 0 },
    );
    expect(s.categories).toHaveLength(15);
    expect(s.categories[5]).toMatchObject({ category: 6, status: "calculated", tCO2e: 1.234 });
    expect(s.categories[5]?.method).toMatch(/3 stored activities/);
    expect(s.categories[6]).toMatchObject({
      status: "estimated",
      method: "Commuting survey × DESNZ",
      tCO2e: null,
    });
    expect(s.categories[14]).toMatchObject({ status: "not_relevant", justification: "No investments held" });
    expect(s.categories[1]?.status).toBe("not_yet_screened");
    expect(s.categories[0]).toMatchObject({
      name: "Purchased goods and services",
      status: "not_yet_screened",
    });
    const b = scope3Boundary(s);
    expect(b.included.map((c) => c.category)).toEqual([6, 7]);
    expect(b.excluded.map((c) => c.category)).toEqual([15]);
    expect(s.primaryDataSharePct).toBe(0);
  });

  it("states the disclosed primary-data share as given, and the own-factor share apart", () => {
    const s = scope3Screening(2024, [], {
      byCategory: new Map([
        [1, { kg: 3000, activities: 2 }],
        [3, { kg: 1000, activities: 1 }],
      ]),
      primaryDataPct: 12.5,
      ownFactorKg: 1000,
    });
    expect(s.primaryDataSharePct).toBe(12.5);
    expect(s.ownFactorSharePct).toBe(25);
    expect(s.primaryDataNote).toMatch(/data-quality score 1 .* or 2/);
    expect(s.scope3Tonnes).toBe(4);
    const none = scope3Screening(2024, [], { byCategory: new Map(), primaryDataPct: null, ownFactorKg: 0 });
    expect(none.primaryDataSharePct).toBeNull();
    expect(none.ownFactorSharePct).toBeNull();
  });

  it("refuses not_relevant without a justification, at the field, and a category given twice", () => {
    const r = scope3ScreeningInputSchema.safeParse({
      year: 2024,
      categories: [
        { category: 8, status: "not_relevant", justification: "  " },
        { category: 9, status: "estimated" },
        { category: 9, status: "estimated" },
      ],
    });
    expect(r.success).toBe(false);
    const paths = r.error?.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(["categories.0.justification", "categories.2.category"]);
  });
});
