import { describe, expect, it } from "vitest";
import { FORECAST_SERIES, PRESET_AI_QUESTIONS, RADAR_FALLBACK, radarPoints } from "./dashboard";

describe("radarPoints", () => {
  it.each([
    [{ E: 80, S: 70, G: 60 }, [80, 70, 60]],
    [null, [65, 72, 58]],
    [{ E: 0, S: 50, G: 0 }, [65, 50, 58]],
    [{ S: 90 }, [65, 90, 58]],
    [{ E: Number.NaN, S: 0, G: 33 }, [65, 72, 33]],
  ])("applies fallbacks individually for %j", (input, [e, s, g]) => {
    const values = radarPoints(input).map((p) => p.value);
    expect(values).toEqual([e, s, g, 45, 68, 75]);
  });

  it("keeps the spec's axis order", () => {
    expect(radarPoints(RADAR_FALLBACK).map((p) => p.axis)).toEqual([
      "Environmental",
      "Social",
      "Governance",
      "Biodiversity",
      "Human Rights",
      "Data Security",
    ]);
  });
});

describe("dashboard constants", () => {
  it("has the spec's sample series and presets", () => {
    expect(FORECAST_SERIES[0].values).toEqual([1800, 1780, 1750, 1720, 1690]);
    expect(FORECAST_SERIES[1].values).toEqual([1800, 1550, 1400, 1250, 1100]);
    expect(PRESET_AI_QUESTIONS).toHaveLength(3);
  });
});
