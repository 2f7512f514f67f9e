import { describe, expect, it } from "vitest";
import { PRESET_AI_QUESTIONS, radarPoints, radarSummary } from "./dashboard";

describe("radarPoints", () => {
  it.each([
    [{ E: 80, S: 70, G: 60 }, [80, 70, 60]],
    [null, [null, null, null]],
    [{ E: 0, S: 50, G: 0 }, [null, 50, null]],
    [{ S: 90 }, [null, 90, null]],
    [{ E: Number.NaN, S: 0, G: 33 }, [null, null, 33]],
  ])("keeps only the assessment's computed scores for %j", (input, [e, s, g]) => {
    const values = radarPoints(input).map((p) => p.value);
    // The three axes the assessment does not compute are "no data", never a sample score.
    expect(values).toEqual([e, s, g, null, null, null]);
  });

  it("keeps the spec's axis order", () => {
    expect(radarPoints({ E: 1, S: 2, G: 3 }).map((p) => p.axis)).toEqual([
      "Environmental",
      "Social",
      "Governance",
      "Biodiversity",
      "Human Rights",
      "Data Security",
    ]);
  });

  it("says 'no data' for unscored axes in the accessible summary", () => {
    expect(radarSummary(radarPoints({ E: 61, S: 0, G: 40 }))).toBe(
      "ESG maturity radar chart, scale 0 to 100: Environmental 61, Social no data, Governance 40, Biodiversity no data, Human Rights no data, Data Security no data",
    );
  });
});

describe("dashboard constants", () => {
  it("has the spec's preset questions", () => {
    expect(PRESET_AI_QUESTIONS).toHaveLength(3);
  });
});
