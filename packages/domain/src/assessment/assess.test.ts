import { describe, expect, it } from "vitest";
import {
  assessPillar,
  computeFullAssessment,
  MAX_NEXT_STEPS,
  NOT_BENCHMARKED,
  overallRanking,
  peerComparisonLabel,
} from "./assess";
import { peerComparisonTone, subScoreLabel } from "./display";
import { ASSESSMENT_PILLARS, emptyAssessmentInputs } from "./inputs";
import { DATA_COVERAGE_WEIGHTS, SCORING_RULES } from "./rules";
import { fullAssessmentSchema } from "./schema";
import { fullInputs } from "./test-inputs";

describe("stated weights", () => {
  it.each(ASSESSMENT_PILLARS)("the %s sub-scores and data coverage weigh 100 in all", (pillar) => {
    const sum = SCORING_RULES.filter((r) => r.pillar === pillar).reduce((s, r) => s + r.weight, 0);
    expect(sum + DATA_COVERAGE_WEIGHTS[pillar]).toBe(100);
  });

  it("scores a pillar as the weighted mean of its sub-scores", () => {
    const p = assessPillar("environmental", fullInputs());
    // 5,800 → 5,600 t is -3.4% a year: trend 50 + 50 × 3.45 / 4.2 = 91.
    expect(p.breakdown).toEqual({
      emissionsIntensity: 70,
      emissionsTrend: 91,
      renewableEnergy: 58,
      climateTargets: 85,
      dataCoverage: 100,
    });
    expect(p.score).toBe(Math.round((30 * 70 + 15 * 91 + 20 * 58 + 20 * 85 + 15 * 100) / 100));
  });

  it("makes the overall score the mean of the three pillars", () => {
    const a = computeFullAssessment(fullInputs());
    const { environmental: e, social: s, governance: g } = a.detailedScores;
    expect(a.overallScore).toBe(Math.round((e.score + s.score + g.score) / 3));
  });
});

describe("missing inputs", () => {
  it("are left out of the breakdown, not defaulted, and lower data coverage", () => {
    const p = assessPillar("social", fullInputs({ womenOnBoard: null, safetyGoals: null }));
    expect(p.breakdown).not.toHaveProperty("diversity");
    expect(p.breakdown).not.toHaveProperty("healthAndSafety");
    expect(p.breakdown.dataCoverage).toBe(60); // 3 of 5 inputs
    expect(p.missingData).toEqual([
      "women's share of board seats (board_diversity) in Peer Benchmarking",
      "a health and safety goal (for example lost-time injuries) in Goal Tracking",
    ]);
    expect(p.recommendations.at(-1)).toBe(
      "Data coverage is 60%: record women's share of board seats (board_diversity) in Peer Benchmarking and a health and safety goal (for example lost-time injuries) in Goal Tracking.",
    );
  });

  it("counts scope 3 missing from the inventory against environmental coverage", () => {
    const inputs = fullInputs({
      emissions: {
        year: 2024,
        partial: false,
        scope1: 700,
        scope2: 900,
        scope2Market: 400,
        scope3: 0,
        total: 1600,
      },
    });
    const p = assessPillar("environmental", inputs);
    expect(p.breakdown.dataCoverage).toBe(80);
    expect(p.missingData).toEqual(["scope 3 (value-chain) emissions in the carbon inventory"]);
  });

  it("asks for revenue, not emissions, when only the revenue is missing", () => {
    const p = assessPillar(
      "environmental",
      fullInputs({ emissionsIntensityPercentile: null, industryEmissions: null }),
    );
    expect(p.missingData[0]).toContain("revenue for 2024 in Settings → Company");
  });

  it("scores a company without any data 0 everywhere, with a summary saying so", () => {
    const a = computeFullAssessment(emptyAssessmentInputs("Empty Ltd", "Energy"));
    expect(a.overallScore).toBe(0);
    expect(a.dataCoverage).toBe(0);
    for (const pillar of ASSESSMENT_PILLARS) {
      expect(a.detailedScores[pillar].breakdown).toEqual({ dataCoverage: 0 });
    }
    expect(a.detailedScores.environmental.benchmarking).toEqual({});
    expect(a.benchmarking).toEqual({
      ranking: NOT_BENCHMARKED,
      industry: "Energy",
      peerComparison: {
        environmental: NOT_BENCHMARKED,
        social: NOT_BENCHMARKED,
        governance: NOT_BENCHMARKED,
      },
      intensityNote: null,
      industryEmissions: null,
    });
    expect(a.summaryText).toMatch(/^Empty Ltd has no ESG data on record yet/);
    expect(a.nextSteps[0]).toMatch(/^Record /);
  });
});

describe("recommendations", () => {
  it("address the weakest sub-scores below 80, weakest first, at most three", () => {
    const g = computeFullAssessment(fullInputs()).detailedScores.governance;
    expect(g.recommendations).toHaveLength(3);
    expect(g.recommendations[0]).toMatch(/^3 of 11 regulatory requirements are complete/);
    expect(g.recommendations[1]).toMatch(/Governance training is 0% complete/);
  });

  it("say so when every sub-score is strong", () => {
    const s = assessPillar(
      "social",
      fullInputs({
        supplierResponses: { responded: 10, total: 10 },
        stakeholderFeedback: { answered: 8, total: 8 },
        requiredTraining: { completions: 3, possible: 3 },
        womenOnBoard: {
          value: 45,
          year: 2025,
          industryAverage: 40,
          topQuartile: 45,
          percentile: 75,
          source: null,
        },
      }),
    );
    expect(s.recommendations).toHaveLength(1);
    expect(s.recommendations[0]).toMatch(
      /^Every social sub-score is 80 or above\. Accelerate "Reduce lost-time/,
    );
  });
});

describe("environmental benchmarking", () => {
  it("gives percentile, comparison and recommendation where reference values exist", () => {
    const b = computeFullAssessment(fullInputs()).detailedScores.environmental.benchmarking;
    expect(Object.keys(b).sort()).toEqual(["emissionsIntensity", "renewableEnergy"]);
    expect(b.emissionsIntensity).toEqual({
      percentile: 70,
      comparison:
        "5,600 t CO2e in 2024 against an industry median of 7,600 t CO2e and a top performer (P90) of 3,800 t CO2e for the same revenue (-26.3% vs median)",
      recommendation: "Cut 1,800 t CO2e to reach the top-performer level (P90) of 3,800 t CO2e.",
    });
    expect(b.renewableEnergy?.percentile).toBe(66);
    expect(b.renewableEnergy?.comparison).toBe(
      "58% in 2025 against an industry average of 45.3% and a top quartile of 65% (Eurostat SHARES 2023)",
    );
  });

  it("is absent for a sub-score without reference values", () => {
    const b = computeFullAssessment(fullInputs({ renewableShare: null })).detailedScores.environmental
      .benchmarking;
    expect(Object.keys(b)).toEqual(["emissionsIntensity"]);
  });
});

describe("peer comparison and ranking", () => {
  it.each([
    [[], NOT_BENCHMARKED],
    [[90, 80], "Excellent"],
    [[75], "Excellent"],
    [[74.9], "Above Average"],
    [[50], "Above Average"],
    [[49.9], "Below Average"],
    [[10, 30], "Below Average"],
  ])("mean percentile of %o → %s", (percentiles, label) => {
    expect(peerComparisonLabel(percentiles)).toBe(label);
  });

  it("adds the emissions-intensity percentile to the environmental peers", () => {
    const a = computeFullAssessment(
      fullInputs({
        emissionsIntensityPercentile: 100,
        peerPercentiles: { environmental: [60], social: [], governance: [] },
      }),
    );
    expect(a.benchmarking.peerComparison).toEqual({
      environmental: "Excellent", // (60 + 100) / 2
      social: NOT_BENCHMARKED,
      governance: NOT_BENCHMARKED,
    });
  });

  it("ranks on the mean of the pillars' mean percentiles", () => {
    // Environmental (66.1 + 70) / 2 = 68.05; social 55.85; governance 45.2 → 56.4.
    expect(overallRanking(fullInputs())).toBe("56th percentile (Above Average)");
  });
});

describe("next steps", () => {
  it("are ordered by the largest possible gain on the overall score", () => {
    const a = computeFullAssessment(fullInputs());
    expect(a.nextSteps).toHaveLength(MAX_NEXT_STEPS);
    const gains = a.nextSteps.map((s) => Number(/\+([\d.]+) points overall/.exec(s)?.[1]));
    expect(gains).toEqual([...gains].sort((x, y) => y - x));
    // Governance compliance at 45 with weight 25 of 100: (25 × 55 / 100) / 3 = 4.6 points.
    expect(a.nextSteps[0]).toBe(
      "Complete the 8 open requirements, the 1 overdue first (up to +4.6 points overall)",
    );
  });
});

describe("the response", () => {
  it("matches the schema and states every weight and rule", () => {
    const a = computeFullAssessment(fullInputs());
    expect(fullAssessmentSchema.parse(a)).toEqual(a);
    expect(a.methodology).toHaveLength(SCORING_RULES.length + 3);
    expect(a.methodology.find((m) => m.key === "renewableEnergy")?.weight).toBe(20);
  });

  it("has a summary paragraph built from the figures", () => {
    const a = computeFullAssessment(fullInputs());
    const { environmental: e, social: s, governance: g } = a.detailedScores;
    expect(a.summaryText).toContain(
      `Acme Parts Ltd scores ${a.overallScore}/100 on ESG maturity (environmental ${e.score}, social ${s.score}, governance ${g.score}), 56th percentile of Manufacturing peers (Above Average).`,
    );
    expect(a.summaryText).toContain("Governance is the weakest, held back by regulatory compliance (45)");
    expect(a.summaryText).toContain(
      "Gross 2024 emissions were 5,600 t CO2e (scope 1: 700 t, scope 2: 900 t location-based and 400 t market-based, scope 3: 4,000 t).",
    );
    expect(a.summaryText).toContain("First priority: complete the 8 open requirements");
  });
});

describe("display", () => {
  it.each([
    ["Excellent", "green"],
    ["Above Average", "brand"],
    ["Below Average", "red"],
    ["Not benchmarked", "grey"],
    ["Average", "grey"],
  ] as const)("the %s badge is %s", (label, tone) => {
    expect(peerComparisonTone(label)).toBe(tone);
  });
  it.each([
    ["renewableEnergy", "Renewable energy"],
    ["dataCoverage", "Data coverage"],
    ["somethingNew", "Something New"],
  ])("labels %s as %s", (key, label) => {
    expect(subScoreLabel(key)).toBe(label);
  });
});
