import { describe, expect, it } from "vitest";
import {
  groupImpactByCategory,
  groupImpactByVerification,
  IMPACT_CATEGORIES,
  impactMeasurementInputSchema,
  impactProgressOrNull,
  impactProgressToTarget,
  SUGGESTED_IMPACT_METRICS,
  showsImpactProgress,
  summariseImpact,
} from "./impact-measurement";

const valid = {
  category: "Environmental",
  metric: "GHG emissions avoided",
  description: "Rooftop solar on the Coventry plant",
  value: 612,
  unit: "tCO2e",
};

function issuesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]);
}

describe("impactProgressToTarget (spec §9)", () => {
  it.each([
    // value, baseline, target, expected
    [50, 0, 100, 50],
    [0, 0, 100, 0],
    [100, 0, 100, 100],
    [150, 0, 100, 100], // clamped above
    [-10, 0, 100, 0], // clamped below
    [612, 0, 900, 68],
    [18400, 5000, 25000, 67],
    [5000, 5000, 25000, 0],
    [3000, 5000, 25000, 0], // below the baseline
    [40, 80, 20, 66.67], // a reduction: target below baseline
    [10, 80, 20, 100],
    [100, 100, 100, 0], // target equals baseline → 0
    [120, 100, 100, 0],
    [30, null, 60, 50], // no baseline counts as 0
  ])("value %d, baseline %s, target %d → %d%%", (value, baseline, target, expected) => {
    expect(impactProgressToTarget(value, baseline, target)).toBeCloseTo(expected, 1);
  });

  it.each([
    [100, true],
    [0.5, true],
    [0, false],
    [-5, false],
    [null, false],
    [undefined, false],
  ])("shown for target %s: %s", (target, shown) => expect(showsImpactProgress(target)).toBe(shown));

  it("gives null when no progress is shown", () => {
    expect(impactProgressOrNull({ value: 5, baseline: 0, target: 0 })).toBeNull();
    expect(impactProgressOrNull({ value: 5, baseline: null, target: null })).toBeNull();
    expect(impactProgressOrNull({ value: 5, baseline: 0, target: 10 })).toBe(50);
    expect(impactProgressOrNull({ value: 5, baseline: 10, target: 10 })).toBe(0);
  });
});

describe("summariseImpact (spec §2: the six counts)", () => {
  it("counts categories and third-party verified, sums beneficiaries", () => {
    expect(
      summariseImpact([
        { category: "Environmental", verificationStatus: "third_party_verified", beneficiaries: null },
        { category: "Social", verificationStatus: "self_reported", beneficiaries: 1850 },
        { category: "Social", verificationStatus: "unverified", beneficiaries: 26 },
        { category: "Economic", verificationStatus: "third_party_verified", beneficiaries: 0 },
      ]),
    ).toEqual({ total: 4, environmental: 1, social: 2, economic: 1, verified: 2, beneficiaries: 1876 });
    expect(summariseImpact([])).toEqual({
      total: 0,
      environmental: 0,
      social: 0,
      economic: 0,
      verified: 0,
      beneficiaries: 0,
    });
  });
});

describe("grouping", () => {
  const items = [
    { id: 1, category: "Social", verificationStatus: "unverified" },
    { id: 2, category: "Environmental", verificationStatus: "third_party_verified" },
    { id: 3, category: "Social", verificationStatus: "third_party_verified" },
  ];

  it("groups by category in the fixed order, keeping empty groups", () => {
    expect(groupImpactByCategory(items).map((g) => [g.category, g.items.map((i) => i.id)])).toEqual([
      ["Environmental", [2]],
      ["Social", [1, 3]],
      ["Economic", []],
    ]);
  });

  it("groups by verification status with counts", () => {
    expect(groupImpactByVerification(items).map((g) => [g.status, g.label, g.count])).toEqual([
      ["third_party_verified", "Third-party verified", 2],
      ["self_reported", "Self-reported", 0],
      ["unverified", "Unverified", 1],
    ]);
  });

  it("suggests metrics for every category", () => {
    for (const c of IMPACT_CATEGORIES) expect(SUGGESTED_IMPACT_METRICS[c].length).toBeGreaterThan(0);
  });
});

describe("impactMeasurementInputSchema (spec §5)", () => {
  it("accepts the required fields alone, with defaults and nulls for the rest", () => {
    const { category, ...rest } = valid;
    expect(impactMeasurementInputSchema.parse(rest)).toEqual({
      ...rest,
      category: "Environmental",
      verificationStatus: "unverified",
      baseline: null,
      target: null,
      targetDate: null,
      methodology: null,
      dataSource: null,
      beneficiaries: null,
      geographicScope: null,
      reportingPeriod: null,
    });
  });

  it("sends an empty target date as null and keeps a real one", () => {
    expect(impactMeasurementInputSchema.parse({ ...valid, targetDate: "" }).targetDate).toBeNull();
    expect(impactMeasurementInputSchema.parse({ ...valid, targetDate: null }).targetDate).toBeNull();
    expect(impactMeasurementInputSchema.parse({ ...valid, targetDate: "2027-12-31" }).targetDate).toBe(
      "2027-12-31",
    );
  });

  it("trims optional text and turns blanks into null", () => {
    const parsed = impactMeasurementInputSchema.parse({
      ...valid,
      methodology: "  GHG Protocol project accounting ",
      dataSource: "   ",
    });
    expect(parsed.methodology).toBe("GHG Protocol project accounting");
    expect(parsed.dataSource).toBeNull();
  });

  it.each([
    ["metric", "", "Metric is required"],
    ["metric", "m".repeat(201), "Metric must be at most 200 characters"],
    ["description", undefined, "Description is required"],
    ["unit", " ", "Unit is required"],
    ["value", undefined, "Value is required"],
    ["value", "12", "Value must be a number"],
    ["value", Number.NaN, "Value must be a number"],
    ["value", 2e12, "Value is too large"],
    ["baseline", "x", "Baseline must be a number"],
    ["target", Number.POSITIVE_INFINITY, "Target must be a number"],
    ["category", "Governance", "Choose a category"],
    ["verificationStatus", "verified", "Choose a verification status"],
    ["beneficiaries", 2.5, "Beneficiaries must be a whole number"],
    ["beneficiaries", -1, "Beneficiaries cannot be negative"],
    ["targetDate", "31/12/2027", "Target date must be a date (YYYY-MM-DD)"],
    ["targetDate", "2027-02-30", "Target date must be a date (YYYY-MM-DD)"],
    ["reportingPeriod", "p".repeat(51), "Reporting period must be at most 50 characters"],
    ["methodology", "m".repeat(2001), "Methodology must be at most 2000 characters"],
  ])("%s = %j → %s", (field, value, message) => {
    expect(issuesOf(impactMeasurementInputSchema.safeParse({ ...valid, [field]: value }))).toContainEqual([
      field,
      message,
    ]);
  });
});
