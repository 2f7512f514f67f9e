import { describe, expect, it } from "vitest";
import {
  type BoardEmissionYear,
  type BoardMetricInputs,
  computeBoardKeyMetrics,
  keyMetricsSnapshot,
  NO_DATA_YET,
  scoreTone,
} from "./board-key-metrics";

/** A reporting year of the inventory (kg), complete unless said otherwise. */
const year = (
  y: number,
  [scope1, scope2Location, scope3]: [number, number, number],
  extra: Partial<BoardEmissionYear> = {},
): BoardEmissionYear => ({
  year: y,
  complete: true,
  monthsCovered: 12,
  scope1,
  scope2Location,
  scope2Market: scope2Location,
  scope3,
  ...extra,
});

const empty: BoardMetricInputs = {
  suppliers: [],
  assessment: null,
  emissions: [],
  training: { requiredModules: 0, learners: 0, requiredCompletions: 0, certificates: 0 },
  ratings: [],
  benchmarks: [],
  goals: [],
  feedback: [],
  impact: [],
  compliance: [],
  risks: [],
};

const full: BoardMetricInputs = {
  suppliers: [
    { riskTier: "high", responded: false },
    { riskTier: "High", responded: true },
    { riskTier: "medium", responded: true },
    { riskTier: "low", responded: true },
  ],
  assessment: { esgScore: { E: 68, S: 74, G: 61 }, computedAt: "2026-02-01T10:00:00.000Z" },
  emissions: [
    year(2025, [400_000, 300_000, 300_000]),
    year(2026, [350_000, 250_000, 300_000], { scope2Market: 100_000 }),
  ],
  training: { requiredModules: 3, learners: 2, requiredCompletions: 3, certificates: 2 },
  ratings: [
    { provider: "MSCI", ratingDate: "2025-01-01", normalizedScore: 40 },
    { provider: "MSCI", ratingDate: "2026-01-01", normalizedScore: 70 },
    { provider: "CDP", ratingDate: "2025-06-01", normalizedScore: 80 },
  ],
  benchmarks: [{ percentile: 60 }, { percentile: 90 }],
  goals: [
    { status: "achieved", latestProgress: null },
    { status: "active", latestProgress: 70 },
    { status: "active", latestProgress: 69 },
    { status: "active", latestProgress: null },
  ],
  feedback: [{ status: "open" }, { status: "in_progress" }, { status: "resolved" }, { status: "closed" }],
  impact: [{ beneficiaries: 120 }, { beneficiaries: null }, { beneficiaries: 30 }],
  compliance: [],
  risks: [],
};

const byKey = (inputs: BoardMetricInputs) =>
  Object.fromEntries(computeBoardKeyMetrics(inputs, "2026-05-10").map((m) => [m.key, m]));

describe("computeBoardKeyMetrics", () => {
  it("shows 'No data yet' for every metric without data, never a number", () => {
    const metrics = computeBoardKeyMetrics(empty, "2026-05-10");
    expect(metrics.length).toBeGreaterThanOrEqual(10);
    for (const m of metrics) {
      expect(m.value).toBeNull();
      expect(m.display).toBe(NO_DATA_YET);
      expect(m.tone).toBe("grey");
    }
  });

  it("computes each metric from the stored data", () => {
    const m = byKey(full);
    expect(m.total_emissions).toMatchObject({
      value: 900,
      display: "900 tCO2e",
      source: "Carbon accounting, 2026",
    });
    expect(m.total_emissions?.detail).toBe(
      "Scope 1 350 · Scope 2 250 location-based (100 market-based) · Scope 3 300 tCO2e",
    );
    expect(m.scope12_emissions).toMatchObject({
      value: 600,
      detail: "Direct and purchased-energy emissions, location-based; market-based 450 tCO2e",
    });
    expect(m.emissions_change).toMatchObject({
      value: -10,
      display: "-10%",
      detail: "2026 vs 2025 (complete years)",
      tone: "green",
    });
    expect(m.environmental_score).toMatchObject({ value: 68, display: "68/100", tone: "amber" });
    expect(m.social_score).toMatchObject({
      value: 74,
      source: "ESG maturity assessment, computed 2026-02-01",
    });
    expect(m.governance_score?.tone).toBe("amber");
    expect(m.overall_esg_score?.display).toBe("68/100");
    expect(m.supplier_response_rate).toMatchObject({
      value: 75,
      display: "75%",
      detail: "3 of 4 suppliers responded",
    });
    expect(m.high_risk_suppliers).toMatchObject({ value: 2, display: "2", tone: "red" });
    expect(m.training_completion).toMatchObject({ value: 50, display: "50%", tone: "red" });
    expect(m.certificates_issued?.value).toBe(2);
  });

  it("needs two years for the change and a non-zero previous year", () => {
    const oneYear = byKey({ ...full, emissions: full.emissions.filter((e) => e.year === 2026) });
    expect(oneYear.emissions_change?.display).toBe(NO_DATA_YET);
    expect(oneYear.total_emissions?.value).toBe(900);
    const up = byKey({ ...full, emissions: [year(2025, [1000, 0, 0]), year(2026, [1500, 0, 0])] });
    expect(up.emissions_change).toMatchObject({ display: "+50%", tone: "red" });
  });

  it.each([
    // [case, years, latest year shown, its source, change display]
    [
      "one bill in a new year leaves the metrics on the complete year",
      [
        year(2025, [400_000, 300_000, 300_000]),
        year(2026, [350_000, 250_000, 300_000]),
        year(2027, [0, 1_660, 0], { complete: false, monthsCovered: 1 }),
      ],
      900,
      "Carbon accounting, 2026",
      "-10%",
    ],
    [
      "a partial year between is skipped for the change",
      [
        year(2024, [1_000_000, 0, 0]),
        year(2025, [100_000, 0, 0], { complete: false, monthsCovered: 3 }),
        year(2026, [800_000, 0, 0]),
      ],
      800,
      "Carbon accounting, 2026",
      "-20%",
    ],
    [
      "a year closed with gaps is shown, labelled, and not compared",
      [
        year(2025, [1_000_000, 0, 0]),
        year(2026, [500_000, 0, 0], { complete: false, closed: true, monthsCovered: 6 }),
      ],
      500,
      "Carbon accounting, 2026 (closed with gaps: 6 of 12 months)",
      NO_DATA_YET,
    ],
    [
      "no complete year: the one with the most months, labelled partial, with no change",
      [
        year(2025, [1_000_000, 0, 0], { complete: false, monthsCovered: 6 }),
        year(2026, [2_000, 0, 0], { complete: false, monthsCovered: 1 }),
      ],
      1000,
      "Carbon accounting, 2025 (partial year: 6 of 12 months)",
      NO_DATA_YET,
    ],
  ] as const)("%s", (_, emissions, total, source, change) => {
    const m = byKey({ ...full, emissions });
    expect(m.total_emissions).toMatchObject({ value: total, source });
    expect(m.emissions_change?.display).toBe(change);
  });

  it("reads the other modules' rows", () => {
    const m = byKey({
      ...full,
      compliance: [
        { status: "completed", completionPercentage: 100, dueDate: "2026-01-01" },
        { status: "in_progress", completionPercentage: 50, dueDate: "2026-05-09" },
        { status: "pending", completionPercentage: 0, dueDate: "2026-05-10" },
        { status: "pending", completionPercentage: 0, dueDate: null },
      ],
      risks: [
        { status: "active", riskLevel: "Critical" },
        { status: "active", riskLevel: "Medium" },
        { status: "mitigated", riskLevel: "High" },
      ],
    });
    // Spec part 2 §9: the mean over all ratings, as the ratings screen's Average Score card shows it.
    expect(m.third_party_rating).toMatchObject({
      value: 63,
      display: "63/100",
      detail: "Mean of 3 ratings from 2 providers",
    });
    expect(m.peer_percentile).toMatchObject({ value: 75, display: "75th percentile", tone: "green" });
    expect(m.goals_on_track).toMatchObject({ value: 50, detail: "2 of 4 goals" });
    expect(m.open_feedback).toMatchObject({ value: 2, detail: "2 of 4 items open or in progress" });
    expect(m.beneficiaries).toMatchObject({
      value: 150,
      display: "150",
      detail: "Across 2 measured programmes",
    });
    expect(m.compliance_completion).toMatchObject({
      value: 25,
      detail: "1 of 4 requirements completed (average completion 38%)",
    });
    expect(m.compliance_overdue).toMatchObject({ value: 1, tone: "red" });
    expect(m.active_severe_risks).toMatchObject({ value: 1, detail: "1 of 2 active risks" });
    expect(byKey(full).compliance_overdue?.display).toBe(NO_DATA_YET);
    expect(byKey(full).active_severe_risks?.display).toBe(NO_DATA_YET);
  });

  it("groups by pillar in order", () => {
    const pillars = computeBoardKeyMetrics(full, "2026-05-10").map((m) => m.pillar);
    expect([...new Set(pillars)]).toEqual(["Overall", "Environmental", "Social", "Governance"]);
  });

  it.each([
    [80, "green"],
    [79.9, "amber"],
    [60, "amber"],
    [59.9, "red"],
  ] as const)("scoreTone(%s) = %s", (v, tone) => expect(scoreTone(v)).toBe(tone));

  it("snapshots the metrics that have data", () => {
    const snapshot = keyMetricsSnapshot(
      computeBoardKeyMetrics({ ...empty, assessment: full.assessment }, "2026-05-10"),
    );
    expect(snapshot).toEqual({
      "Overall ESG score": "68/100",
      "Environmental score": "68/100",
      "Social score": "74/100",
      "Governance score": "61/100",
    });
  });
});
