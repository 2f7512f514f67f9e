import { describe, expect, it } from "vitest";
import type { AssessmentInputs, RiskInput } from "./inputs";
import { annualEmissionsChange, riskTreatmentShare, SCORING_RULES } from "./rules";
import { fullInputs } from "./test-inputs";

function rule(key: string) {
  const r = SCORING_RULES.find((x) => x.key === key);
  if (!r) throw new Error(`no rule ${key}`);
  return r;
}
const score = (key: string, overrides: Partial<AssessmentInputs>) => rule(key).score(fullInputs(overrides));
const bench = (value: number) => ({
  value,
  year: 2025,
  industryAverage: 40,
  topQuartile: 60,
  percentile: 50,
  source: null,
});
const risk = (
  probability: number,
  impact: number,
  mitigated: boolean,
  hasMitigationPlan: boolean,
): RiskInput => ({
  probability,
  impact,
  mitigated,
  hasMitigationPlan,
});

describe("every rule", () => {
  it.each(SCORING_RULES.map((r) => [r.key, r] as const))(
    "%s has a label, a weight and a one-line rule",
    (_, r) => {
      expect(r.label).not.toBe("");
      expect(r.weight).toBeGreaterThan(0);
      expect(r.rule.length).toBeGreaterThan(40);
      expect(r.rule).not.toContain("\n");
    },
  );
});

describe("emissionsIntensity: the share of industry sectors more intensive than the company", () => {
  it.each([
    [0, 0],
    [70, 70],
    [100, 100],
    [null, null],
  ])("percentile %s → %s", (p, expected) => {
    expect(score("emissionsIntensity", { emissionsIntensityPercentile: p })).toBe(expected);
  });
});

describe("emissionsTrend: annualised change against the 4.2%/year 1.5°C pathway", () => {
  const trend = (previous: number, latest: number, gap = 1) =>
    score("emissionsTrend", {
      emissions: {
        year: 2024,
        partial: false,
        scope1: 0,
        scope2: 0,
        scope2Market: 0,
        scope3: latest,
        total: latest,
      },
      previousEmissions: { year: 2024 - gap, total: previous },
    });
  it.each([
    [1000, 958, 100], // -4.2%
    [1000, 900, 100], // faster than the pathway: capped
    [1000, 1000, 50], // flat
    [1000, 979, 75], // -2.1%: half way
    [1000, 1042, 0], // +4.2%
    [1000, 1200, 0],
  ])("%s t → %s t scores %s", (previous, latest, expected) => {
    expect(trend(previous, latest)).toBeCloseTo(expected, 6);
  });
  it("annualises over a gap of several years", () => {
    // 1000 → 917.64 over two years is -4.2% a year.
    expect(trend(1000, 1000 * 0.958 ** 2, 2)).toBeCloseTo(100, 6);
    expect(annualEmissionsChange(fullInputs({ previousEmissions: { year: 2022, total: 1000 } }))).toBeCloseTo(
      (5.6 ** 0.5 - 1) * 100,
      6,
    );
  });
  it("is missing without two years", () => {
    expect(score("emissionsTrend", { previousEmissions: null })).toBeNull();
    expect(score("emissionsTrend", { emissions: null })).toBeNull();
  });
});

describe("renewableEnergy: the renewable share of electricity", () => {
  it.each([
    [0, 0],
    [58, 58],
    [100, 100],
    [120, 100],
  ])("%s%% → %s", (v, expected) => {
    expect(score("renewableEnergy", { renewableShare: bench(v) })).toBe(expected);
  });
});

describe("climateTargets: 40 target + 30 science-based + 30 × on-track share", () => {
  it.each([
    [{ environmentalGoals: 0, emissionsTargets: 0, scienceBasedEmissionsTargets: 0, onTrack: 0 }, 0],
    [{ environmentalGoals: 2, emissionsTargets: 0, scienceBasedEmissionsTargets: 0, onTrack: 2 }, 30],
    [{ environmentalGoals: 1, emissionsTargets: 1, scienceBasedEmissionsTargets: 0, onTrack: 0 }, 40],
    [{ environmentalGoals: 1, emissionsTargets: 1, scienceBasedEmissionsTargets: 1, onTrack: 0 }, 70],
    [{ environmentalGoals: 4, emissionsTargets: 1, scienceBasedEmissionsTargets: 1, onTrack: 2 }, 85],
    [{ environmentalGoals: 4, emissionsTargets: 2, scienceBasedEmissionsTargets: 1, onTrack: 4 }, 100],
  ])("%o → %s", (climateTargets, expected) => {
    expect(score("climateTargets", { climateTargets })).toBe(expected);
  });
});

describe("social rates", () => {
  it.each([
    ["supplierEngagement", { supplierResponses: { responded: 6, total: 10 } }, 60],
    ["supplierEngagement", { supplierResponses: { responded: 0, total: 10 } }, 0],
    ["supplierEngagement", { supplierResponses: null }, null],
    ["stakeholderResponsiveness", { stakeholderFeedback: { answered: 5, total: 8 } }, 62.5],
    ["stakeholderResponsiveness", { stakeholderFeedback: { answered: 8, total: 8 } }, 100],
    ["trainingCompletion", { requiredTraining: { completions: 2, possible: 3 } }, 200 / 3],
    ["trainingCompletion", { requiredTraining: null }, null],
    ["diversity", { womenOnBoard: bench(20) }, 50],
    ["diversity", { womenOnBoard: bench(40) }, 100],
    ["diversity", { womenOnBoard: bench(55) }, 100],
    [
      "healthAndSafety",
      {
        safetyGoals: [
          { title: "a", progress: 80 },
          { title: "b", progress: 40 },
        ],
      },
      60,
    ],
    ["healthAndSafety", { safetyGoals: [{ title: "a", progress: 130 }] }, 100],
    ["healthAndSafety", { safetyGoals: null }, null],
  ] as const)("%s %o → %s", (key, overrides, expected) => {
    const s = score(key, overrides as Partial<AssessmentInputs>);
    if (expected === null) expect(s).toBeNull();
    else expect(s).toBeCloseTo(expected, 6);
  });
});

describe("governance", () => {
  it.each([
    [
      "regulatoryCompliance",
      { compliance: { requirements: 4, meanCompletion: 45, completed: 1, overdue: 0 } },
      45,
    ],
    ["boardIndependence", { boardIndependence: bench(25) }, 50],
    ["boardIndependence", { boardIndependence: bench(50) }, 100],
    ["boardIndependence", { boardIndependence: bench(80) }, 100],
    ["ethicsAndConduct", { ethics: { goalProgress: 100, ethicsGoals: 1, trainingCompletion: 0 } }, 50],
    ["ethicsAndConduct", { ethics: { goalProgress: null, ethicsGoals: 0, trainingCompletion: 30 } }, 30],
    ["ethicsAndConduct", { ethics: { goalProgress: 60, ethicsGoals: 2, trainingCompletion: null } }, 60],
    ["disclosureFrameworks", { disclosure: { inRegister: ["SEC"], reported: ["SEC"] } }, 0],
    ["disclosureFrameworks", { disclosure: { inRegister: ["CSRD", "GRI"], reported: ["GRI"] } }, 100 / 3],
    ["disclosureFrameworks", { disclosure: { inRegister: [], reported: ["CSRD", "GRI", "TCFD"] } }, 100],
  ] as const)("%s %o → %s", (key, overrides, expected) => {
    expect(score(key, overrides as Partial<AssessmentInputs>)).toBeCloseTo(expected, 6);
  });

  it.each([
    [[risk(5, 4, true, true)], 1],
    [[risk(5, 4, false, true)], 0.5],
    [[risk(5, 4, false, false)], 0],
    // Weighted by probability × impact: 20 × 1 + 4 × 0 over 24.
    [[risk(5, 4, true, false), risk(2, 2, false, false)], 20 / 24],
    [[risk(5, 4, false, false), risk(2, 2, true, false)], 4 / 24],
  ])("risk treatment of %o is %s", (risks, expected) => {
    expect(riskTreatmentShare(risks)).toBeCloseTo(expected, 9);
  });
  it("has no risk score without a register", () => {
    expect(riskTreatmentShare(null)).toBeNull();
    expect(riskTreatmentShare([])).toBeNull();
  });
});

describe("advice names the figure", () => {
  const i = fullInputs();
  it.each([
    ["emissionsIntensity", "5,600 t CO2e", "3,800 t CO2e"],
    ["emissionsTrend", "-3.4%", "5,365 t CO2e"],
    ["renewableEnergy", "58%", "42%"],
    ["supplierEngagement", "6 of 10 suppliers", "4 suppliers"],
    ["stakeholderResponsiveness", "5 of 8", "3 unanswered"],
    ["trainingCompletion", "2 of 3", "1 outstanding"],
    ["diversity", "33.3%", "40%"],
    ["healthAndSafety", "82%", "Reduce lost-time injuries"],
    ["regulatoryCompliance", "3 of 11", "1 overdue"],
    ["boardIndependence", "56%", "62%"],
    ["disclosureFrameworks", "2 of the 3 core frameworks (ISSB/TCFD and GRI)", "CSRD/ESRS"],
  ])("%s mentions %s and %s", (key, a, b) => {
    const advice = rule(key).advice(i);
    expect(`${advice.finding} ${advice.action}`).toContain(a);
    expect(`${advice.finding} ${advice.action}`).toContain(b);
  });

  it("asks for a target before anything else when none exists", () => {
    const advice = rule("climateTargets").advice(
      fullInputs({
        climateTargets: {
          environmentalGoals: 1,
          emissionsTargets: 0,
          scienceBasedEmissionsTargets: 0,
          onTrack: 1,
        },
      }),
    );
    expect(advice.action).toContain("Set an absolute scope 1, 2 and 3 emissions-reduction target");
  });
});
