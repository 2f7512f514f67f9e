import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inventoryRecords, monthly } from "../reports/test-inventory";
import { assessPillar, computeFullAssessment } from "./assess";
import { type AssessmentRecords, deriveAssessmentInputs } from "./derive-inputs";
import { ASSESSMENT_PILLARS, type AssessmentInputs, type BenchmarkedFigure } from "./inputs";

const pct = fc.double({ min: 0, max: 100, noNaN: true });
const tonnesArb = fc.double({ min: 1, max: 1e5, noNaN: true });
const nullable = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });

const benchmarked: fc.Arbitrary<BenchmarkedFigure> = fc.record({
  value: pct,
  year: fc.integer({ min: 2020, max: 2030 }),
  industryAverage: fc.double({ min: 1, max: 60, noNaN: true }),
  topQuartile: fc.double({ min: 60, max: 100, noNaN: true }),
  percentile: fc.double({ min: 0, max: 120, noNaN: true }),
  source: nullable(fc.string()),
});

const counts = fc
  .tuple(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 50 }))
  .map(([total, part]) => ({ total, part: Math.min(part, total) }));

const inputsArb: fc.Arbitrary<AssessmentInputs> = fc.record({
  companyName: fc.constant("Prop Ltd"),
  industry: fc.constantFrom("Manufacturing", "Energy"),
  emissions: nullable(
    fc
      .tuple(tonnesArb, tonnesArb, fc.oneof(fc.constant(0), tonnesArb), fc.boolean())
      .map(([scope1, scope2, scope3, partial]) => ({
        year: 2024,
        partial,
        scope1,
        scope2,
        scope2Market: scope2 / 2,
        scope3,
        total: scope1 + scope2 + scope3,
      })),
  ),
  previousEmissions: nullable(
    fc.double({ min: 1, max: 3e5, noNaN: true }).map((total) => ({ year: 2023, total })),
  ),
  emissionsIntensityPercentile: nullable(pct),
  industryEmissions: nullable(
    fc.constant({
      year: 2024,
      topPerformer: 3000,
      median: 7000,
      average: 9000,
      sectors: 300,
      source: "USEEIO",
    }),
  ),
  intensityNote: nullable(fc.constant("No revenue recorded for 2024.")),
  renewableShare: nullable(benchmarked),
  climateTargets: nullable(
    fc.tuple(fc.integer({ min: 0, max: 10 }), fc.nat(10), fc.nat(10), fc.nat(10)).map(([n, e, s, o]) => ({
      environmentalGoals: n,
      emissionsTargets: Math.min(e, n),
      scienceBasedEmissionsTargets: Math.min(s, e, n),
      onTrack: Math.min(o, n),
    })),
  ),
  supplierResponses: nullable(counts.map((c) => ({ responded: c.part, total: c.total }))),
  stakeholderFeedback: nullable(counts.map((c) => ({ answered: c.part, total: c.total }))),
  requiredTraining: nullable(counts.map((c) => ({ completions: c.part, possible: c.total }))),
  womenOnBoard: nullable(benchmarked),
  safetyGoals: nullable(
    fc.array(fc.record({ title: fc.constant("Injuries"), progress: pct }), { minLength: 1, maxLength: 3 }),
  ),
  compliance: nullable(
    fc.record({
      requirements: fc.integer({ min: 1, max: 20 }),
      meanCompletion: pct,
      completed: fc.nat(20),
      overdue: fc.nat(5),
    }),
  ),
  boardIndependence: nullable(benchmarked),
  risks: nullable(
    fc.array(
      fc.record({
        probability: fc.integer({ min: 1, max: 5 }),
        impact: fc.integer({ min: 1, max: 5 }),
        mitigated: fc.boolean(),
        hasMitigationPlan: fc.boolean(),
      }),
      { minLength: 1, maxLength: 8 },
    ),
  ),
  ethics: nullable(
    fc.record({ goalProgress: nullable(pct), ethicsGoals: fc.nat(3), trainingCompletion: nullable(pct) }),
  ),
  disclosure: nullable(
    fc
      .subarray(["CSRD", "TCFD", "GRI", "SEC", "SASB"])
      .map((reported) => ({ inRegister: reported, reported })),
  ),
  peerPercentiles: fc.record({
    environmental: fc.array(fc.double({ min: 0, max: 120, noNaN: true }), { maxLength: 3 }),
    social: fc.array(fc.double({ min: 0, max: 120, noNaN: true }), { maxLength: 3 }),
    governance: fc.array(fc.double({ min: 0, max: 120, noNaN: true }), { maxLength: 3 }),
  }),
});

const step = fc.double({ min: 0, max: 100, noNaN: true });
const upBy = (v: number, d: number, max = 100) => Math.min(max, v + d);
const upFigure = (f: BenchmarkedFigure | null, d: number) => (f ? { ...f, value: upBy(f.value, d) } : f);

/** Each way one input can get better, leaving everything else as it was. */
const IMPROVEMENTS: Record<string, (i: AssessmentInputs, d: number) => AssessmentInputs> = {
  "lower latest emissions": (i, d) => {
    const e = i.emissions;
    if (!e) return i;
    const k = 1 / (1 + d / 10);
    return {
      ...i,
      emissions: {
        ...e,
        scope1: e.scope1 * k,
        scope2: e.scope2 * k,
        scope2Market: e.scope2Market * k,
        scope3: e.scope3 * k,
        total: e.total * k,
      },
    };
  },
  "higher previous emissions": (i, d) =>
    i.previousEmissions
      ? { ...i, previousEmissions: { ...i.previousEmissions, total: i.previousEmissions.total * (1 + d) } }
      : i,
  "better intensity percentile": (i, d) =>
    i.emissionsIntensityPercentile === null
      ? i
      : { ...i, emissionsIntensityPercentile: upBy(i.emissionsIntensityPercentile, d) },
  "more renewables": (i, d) => ({ ...i, renewableShare: upFigure(i.renewableShare, d) }),
  "an emissions target set": (i) => {
    const t = i.climateTargets;
    return t
      ? {
          ...i,
          climateTargets: {
            ...t,
            environmentalGoals: t.environmentalGoals + 1,
            emissionsTargets: t.emissionsTargets + 1,
            onTrack: t.onTrack + 1,
          },
        }
      : i;
  },
  "a target validated as science-based": (i) => {
    const t = i.climateTargets;
    return t && t.scienceBasedEmissionsTargets < t.emissionsTargets
      ? { ...i, climateTargets: { ...t, scienceBasedEmissionsTargets: t.scienceBasedEmissionsTargets + 1 } }
      : i;
  },
  "a goal back on track": (i) => {
    const t = i.climateTargets;
    return t && t.onTrack < t.environmentalGoals
      ? { ...i, climateTargets: { ...t, onTrack: t.onTrack + 1 } }
      : i;
  },
  "a supplier responds": (i) => {
    const s = i.supplierResponses;
    return s && s.responded < s.total ? { ...i, supplierResponses: { ...s, responded: s.responded + 1 } } : i;
  },
  "feedback answered": (i) => {
    const f = i.stakeholderFeedback;
    return f && f.answered < f.total ? { ...i, stakeholderFeedback: { ...f, answered: f.answered + 1 } } : i;
  },
  "training completed": (i) => {
    const t = i.requiredTraining;
    return t && t.completions < t.possible
      ? { ...i, requiredTraining: { ...t, completions: t.completions + 1 } }
      : i;
  },
  "more women on the board": (i, d) => ({ ...i, womenOnBoard: upFigure(i.womenOnBoard, d) }),
  "safety goal progress": (i, d) =>
    i.safetyGoals
      ? {
          ...i,
          safetyGoals: i.safetyGoals.map((g, k) => (k === 0 ? { ...g, progress: upBy(g.progress, d) } : g)),
        }
      : i,
  "compliance progress": (i, d) =>
    i.compliance
      ? { ...i, compliance: { ...i.compliance, meanCompletion: upBy(i.compliance.meanCompletion, d) } }
      : i,
  "more independent directors": (i, d) => ({ ...i, boardIndependence: upFigure(i.boardIndependence, d) }),
  "a risk treated": (i) => {
    if (!i.risks) return i;
    const k = i.risks.findIndex((r) => !r.mitigated);
    if (k < 0) return i;
    const risks = i.risks.map((r, j) =>
      j !== k ? r : r.hasMitigationPlan ? { ...r, mitigated: true } : { ...r, hasMitigationPlan: true },
    );
    return { ...i, risks };
  },
  "ethics progress": (i, d) =>
    i.ethics
      ? {
          ...i,
          ethics: {
            ...i.ethics,
            goalProgress: i.ethics.goalProgress === null ? null : upBy(i.ethics.goalProgress, d),
            trainingCompletion:
              i.ethics.trainingCompletion === null ? null : upBy(i.ethics.trainingCompletion, d),
          },
        }
      : i,
  "a framework reported": (i) => {
    const missing = ["CSRD", "TCFD", "GRI"].find((f) => !i.disclosure?.reported.includes(f));
    return i.disclosure && missing
      ? { ...i, disclosure: { ...i.disclosure, reported: [...i.disclosure.reported, missing] } }
      : i;
  },
};

const PEER_ORDER = ["Not benchmarked", "Below Average", "Above Average", "Excellent"];

describe("a better input never lowers its score", () => {
  it.each(Object.keys(IMPROVEMENTS))("%s", (name) => {
    const improve = IMPROVEMENTS[name] as (typeof IMPROVEMENTS)[string];
    fc.assert(
      fc.property(inputsArb, step, (before, d) => {
        const after = improve(before, d);
        for (const pillar of ASSESSMENT_PILLARS) {
          const a = assessPillar(pillar, before);
          const b = assessPillar(pillar, after);
          expect(b.score).toBeGreaterThanOrEqual(a.score);
          for (const [key, value] of Object.entries(a.breakdown)) {
            expect(b.breakdown[key]).toBeGreaterThanOrEqual(value);
          }
        }
        expect(computeFullAssessment(after).overallScore).toBeGreaterThanOrEqual(
          computeFullAssessment(before).overallScore,
        );
      }),
      { numRuns: 150 },
    );
  });

  it("higher peer percentiles never lower the peer comparison", () => {
    fc.assert(
      fc.property(inputsArb, step, fc.constantFrom(...ASSESSMENT_PILLARS), (before, d, pillar) => {
        const list = before.peerPercentiles[pillar];
        if (list.length === 0) return;
        const after = {
          ...before,
          peerPercentiles: { ...before.peerPercentiles, [pillar]: list.map((p, k) => (k === 0 ? p + d : p)) },
        };
        const a = computeFullAssessment(before).benchmarking.peerComparison[pillar];
        const b = computeFullAssessment(after).benchmarking.peerComparison[pillar];
        expect(PEER_ORDER.indexOf(b)).toBeGreaterThanOrEqual(PEER_ORDER.indexOf(a));
      }),
      { numRuns: 150 },
    );
  });
});

describe("missing data", () => {
  it("removing any one input never raises data coverage", () => {
    const nullable: (keyof AssessmentInputs)[] = [
      "emissions",
      "previousEmissions",
      "emissionsIntensityPercentile",
      "renewableShare",
      "climateTargets",
      "supplierResponses",
      "stakeholderFeedback",
      "requiredTraining",
      "womenOnBoard",
      "safetyGoals",
      "compliance",
      "boardIndependence",
      "risks",
      "ethics",
      "disclosure",
    ];
    fc.assert(
      fc.property(inputsArb, fc.constantFrom(...nullable), (before, key) => {
        const after = { ...before, [key]: null } as AssessmentInputs;
        const a = computeFullAssessment(before);
        const b = computeFullAssessment(after);
        expect(b.dataCoverage).toBeLessThanOrEqual(a.dataCoverage);
        for (const pillar of ASSESSMENT_PILLARS) {
          expect(b.detailedScores[pillar].breakdown.dataCoverage).toBeLessThanOrEqual(
            a.detailedScores[pillar].breakdown.dataCoverage ?? 0,
          );
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe("from stored records", () => {
  const base: AssessmentRecords = {
    company: { name: "Prop Ltd", industry: "Manufacturing" },
    revenue: { currency: "GBP", revenue: [{ year: 2024, amount: 24_000_000 }] },
    inventory: inventoryRecords([]),
    benchmarks: [],
    goals: [],
    suppliers: [],
    feedback: [],
    training: {
      requiredModules: 0,
      learners: 0,
      requiredCompletions: 0,
      governanceModules: 0,
      governanceCompletions: 0,
    },
    requirements: [],
    risks: [],
  };
  it("lower emissions in the latest year never lower the environmental score", () => {
    const kg = fc.double({ min: 1, max: 1e8, noNaN: true });
    fc.assert(
      fc.property(kg, kg, kg, kg, fc.double({ min: 0.01, max: 1, noNaN: true }), (prev, s1, s2, s3, k) => {
        // One month a year, both years closed (so complete).
        const rows = (f: number) =>
          inventoryRecords(
            [
              ...monthly(2023, 1, "naturalGas", prev, { months: [1] }),
              ...monthly(2024, 1, "naturalGas", s1 * f, { months: [1] }),
              ...monthly(2024, 2, "electricity", s2 * f, { months: [1] }),
              ...monthly(2024, 3, "purchasedGoodsAndServices", s3 * f, { months: [1] }),
            ],
            {},
            [2023, 2024],
          );
        const before = deriveAssessmentInputs({ ...base, inventory: rows(1) }, "2026-01-01");
        const after = deriveAssessmentInputs({ ...base, inventory: rows(k) }, "2026-01-01");
        expect(after.emissionsIntensityPercentile).toBeGreaterThanOrEqual(
          before.emissionsIntensityPercentile ?? 0,
        );
        expect(assessPillar("environmental", after).score).toBeGreaterThanOrEqual(
          assessPillar("environmental", before).score,
        );
      }),
      { numRuns: 200 },
    );
  });
});
