import { describe, expect, it } from "vitest";
import {
  type EsgRating,
  esgRatingInputSchema,
  latestRatingPerProvider,
  ordinal,
  ratingHistoryByProvider,
  ratingSummary,
  ratingToScore,
  scoreColour,
  splitCommaList,
  toIsoDate,
  trendCounts,
} from "./esg-ratings";

describe("ratingToScore (spec §9)", () => {
  it.each([
    ["AAA", 100],
    ["AA", 85],
    ["A", 70],
    ["BBB", 55],
    ["BB", 40],
    ["B", 25],
    ["CCC", 10],
    [" aa ", 85],
    ["CC", 0],
    ["A-", 0],
    ["72", 0],
    ["", 0],
  ])("MSCI %s → %i", (grade, score) => expect(ratingToScore("MSCI", grade)).toBe(score));

  it.each([
    ["A", 100],
    ["A-", 90],
    ["B", 80],
    ["B-", 70],
    ["C", 60],
    ["C-", 50],
    ["D", 30],
    ["d-", 0],
    ["F", 0],
    ["AAA", 0],
  ])("CDP %s → %i", (grade, score) => expect(ratingToScore("CDP", grade)).toBe(score));

  it.each([
    ["18.5", 81.5],
    ["0", 100],
    ["100", 0],
    ["128", 0], // floored at 0
    ["24.1 (Medium risk)", 75.9],
    ["-5", 100], // kept on the 0-100 scale
    ["Medium", 0],
    ["", 0],
  ])("Sustainalytics risk %s → %d", (risk, score) =>
    expect(ratingToScore("Sustainalytics", risk)).toBeCloseTo(score, 10),
  );

  it.each([
    ["Refinitiv", "72", 72],
    ["Refinitiv", "64.5", 64.5],
    ["Refinitiv", "B+", 0],
    ["Refinitiv", "140", 100],
    ["ISS", "55", 55],
    ["ISS", "Prime", 0],
  ])("other provider %s %s → %d", (provider, grade, score) =>
    expect(ratingToScore(provider, grade)).toBe(score),
  );
});

describe("scoreColour (spec §9)", () => {
  it.each([
    [100, "green"],
    [80, "green"],
    [79.9, "yellow"],
    [60, "yellow"],
    [59.9, "red"],
    [0, "red"],
  ])("%d → %s", (score, colour) => expect(scoreColour(score)).toBe(colour));
});

describe("form helpers (spec §5)", () => {
  it("splits strengths on commas and trims", () => {
    expect(splitCommaList(" Carbon management, Product safety ,, ")).toEqual([
      "Carbon management",
      "Product safety",
    ]);
    expect(splitCommaList("")).toEqual([]);
  });

  it.each([
    ["2025-04-10", "2025-04-10"],
    ["2025-04-10T00:00:00.000Z", "2025-04-10"],
    ["2024-02-29", "2024-02-29"],
    ["2025-02-29", null],
    ["2025-13-01", null],
    ["10/04/2025", null],
    ["", null],
  ])("toIsoDate(%s) → %s", (text, iso) => expect(toIsoDate(text)).toBe(iso));
});

describe("ordinal (peer ranking as 'th percentile')", () => {
  it.each([
    [1, "1st"],
    [2, "2nd"],
    [3, "3rd"],
    [4, "4th"],
    [11, "11th"],
    [12, "12th"],
    [13, "13th"],
    [21, "21st"],
    [52, "52nd"],
    [68, "68th"],
    [100, "100th"],
    [111, "111th"],
    [57.6, "58th"],
  ])("%d → %s", (n, text) => expect(ordinal(n)).toBe(text));
});

describe("esgRatingInputSchema", () => {
  const valid = { provider: "MSCI", overallScore: "A", ratingDate: "2025-04-10" };

  it("applies the defaults: pillars not rated (null), peer ranking 50, trend stable, empty lists", () => {
    expect(esgRatingInputSchema.parse(valid)).toEqual({
      provider: "MSCI",
      overallScore: "A",
      previousScore: null,
      environmentalScore: null,
      socialScore: null,
      governanceScore: null,
      ratingDate: "2025-04-10",
      trend: "stable",
      methodology: null,
      peerRanking: 50,
      strengths: [],
      weaknesses: [],
    });
  });

  it("normalises a timestamp to its date, trims texts and drops empty list items", () => {
    const out = esgRatingInputSchema.parse({
      ...valid,
      overallScore: " AA ",
      previousScore: "  ",
      ratingDate: "2025-04-10T00:00:00.000Z",
      strengths: [" a ", ""],
      methodology: " MSCI ESG Ratings ",
    });
    expect(out).toMatchObject({
      overallScore: "AA",
      previousScore: null,
      ratingDate: "2025-04-10",
      strengths: ["a"],
      methodology: "MSCI ESG Ratings",
    });
  });

  it("strips a company id sent by the client", () => {
    expect(esgRatingInputSchema.parse({ ...valid, companyId: 2 })).not.toHaveProperty("companyId");
  });

  const paths = (input: unknown) =>
    esgRatingInputSchema.safeParse(input).error?.issues.map((i) => i.path.join(".")) ?? [];

  it.each([
    [{ ...valid, ratingDate: undefined }, "ratingDate"],
    [{ ...valid, ratingDate: "" }, "ratingDate"],
    [{ ...valid, ratingDate: "2025-02-30" }, "ratingDate"],
    [{ ...valid, overallScore: "  " }, "overallScore"],
    [{ ...valid, overallScore: undefined }, "overallScore"],
    [{ ...valid, provider: "S&P" }, "provider"],
    [{ ...valid, trend: "up" }, "trend"],
    [{ ...valid, environmentalScore: -1 }, "environmentalScore"],
    [{ ...valid, socialScore: 101 }, "socialScore"],
    [{ ...valid, governanceScore: 50.5 }, "governanceScore"],
    [{ ...valid, governanceScore: Number.NaN }, "governanceScore"],
    [{ ...valid, peerRanking: 0 }, "peerRanking"],
    [{ ...valid, peerRanking: 101 }, "peerRanking"],
    [{ ...valid, strengths: "a, b" }, "strengths"],
  ])("refuses %o at %s", (input, path) => expect(paths(input)).toEqual([path]));

  it("keeps an empty pillar as not rated (null) and a real 0 as 0", () => {
    const out = esgRatingInputSchema.parse({ ...valid, environmentalScore: null, socialScore: 0 });
    expect(out).toMatchObject({ environmentalScore: null, socialScore: 0, governanceScore: null });
  });

  const messages = (input: object) =>
    esgRatingInputSchema
      .safeParse({ ...valid, ...input })
      .error?.issues.map((i) => [i.path.join("."), i.message]);

  it.each([
    ["MSCI", "banana", "Overall rating must be an MSCI grade: AAA, AA, A, BBB, BB, B, CCC"],
    ["MSCI", "A-", "Overall rating must be an MSCI grade: AAA, AA, A, BBB, BB, B, CCC"],
    ["CDP", "AAA", "Overall rating must be a CDP grade: A, A-, B, B-, C, C-, D"],
    ["CDP", "banana", "Overall rating must be a CDP grade: A, A-, B, B-, C, C-, D"],
    [
      "Sustainalytics",
      "banana",
      "Overall rating must be a Sustainalytics risk score between 0 and 100 (e.g., 18.5)",
    ],
    [
      "Sustainalytics",
      "101",
      "Overall rating must be a Sustainalytics risk score between 0 and 100 (e.g., 18.5)",
    ],
    [
      "Sustainalytics",
      "18.5 risk",
      "Overall rating must be a Sustainalytics risk score between 0 and 100 (e.g., 18.5)",
    ],
    ["Refinitiv", "A+", "Overall rating must be a Refinitiv score between 0 and 100"],
    ["Refinitiv", "-3", "Overall rating must be a Refinitiv score between 0 and 100"],
  ])("refuses %s rating %s at overallScore", (provider, overallScore, message) =>
    expect(messages({ provider, overallScore })).toEqual([["overallScore", message]]),
  );

  it.each([
    ["MSCI", " aa ", "AA"],
    ["MSCI", "CCC", "CCC"],
    ["CDP", "a-", "A-"],
    ["CDP", "D", "D"],
    ["Sustainalytics", "18.5", "18.5"],
    ["Sustainalytics", "0", "0"],
    ["Refinitiv", "100", "100"],
  ])("accepts %s rating %s, stored as %s", (provider, overallScore, stored) =>
    expect(esgRatingInputSchema.parse({ ...valid, provider, overallScore }).overallScore).toBe(stored),
  );

  it("checks a previous rating by the same provider's rule", () => {
    expect(messages({ previousScore: "banana" })).toEqual([
      ["previousScore", "Previous rating must be an MSCI grade: AAA, AA, A, BBB, BB, B, CCC"],
    ]);
    expect(esgRatingInputSchema.parse({ ...valid, previousScore: "bbb" }).previousScore).toBe("BBB");
  });

  it("reports a wrong grade together with the other fields' problems", () => {
    expect(messages({ overallScore: "banana", peerRanking: 0 })?.map(([p]) => p)).toEqual([
      "peerRanking",
      "overallScore",
    ]);
  });

  it.each([0, 100])("accepts pillar score %i", (n) =>
    expect(esgRatingInputSchema.safeParse({ ...valid, environmentalScore: n }).success).toBe(true),
  );
  it.each([1, 100])("accepts peer ranking %i", (n) =>
    expect(esgRatingInputSchema.safeParse({ ...valid, peerRanking: n }).success).toBe(true),
  );
});

let nextId = 1;
function rating(
  provider: string,
  ratingDate: string,
  normalizedScore: number,
  extra: Partial<EsgRating> = {},
) {
  return {
    id: nextId++,
    companyId: 1,
    provider,
    overallScore: "x",
    previousScore: null,
    environmentalScore: 0,
    socialScore: 0,
    governanceScore: 0,
    ratingDate,
    trend: "stable",
    methodology: null,
    peerRanking: 50,
    strengths: [],
    weaknesses: [],
    normalizedScore,
    createdAt: "2026-01-01T00:00:00.000Z",
    ...extra,
  } satisfies EsgRating;
}

describe("page calculators (spec §2, §9)", () => {
  const ratings = [
    rating("CDP", "2024-02-06", 60, { trend: "stable", peerRanking: 40 }),
    rating("MSCI", "2025-04-10", 70, { trend: "improving", peerRanking: 68 }),
    rating("MSCI", "2024-03-14", 55, { trend: "improving", peerRanking: 55 }),
    rating("CDP", "2025-02-04", 70, { trend: "improving", peerRanking: 60 }),
    rating("Refinitiv", "2025-09-18", 61, { trend: "declining", peerRanking: 47 }),
  ];

  it("keeps the latest rating per provider by date, providers in the form's order", () => {
    expect(latestRatingPerProvider(ratings).map((r) => [r.provider, r.ratingDate])).toEqual([
      ["MSCI", "2025-04-10"],
      ["CDP", "2025-02-04"],
      ["Refinitiv", "2025-09-18"],
    ]);
  });

  it("a later-recorded rating wins a same-day tie", () => {
    const a = rating("MSCI", "2025-04-10", 70);
    const b = rating("MSCI", "2025-04-10", 85);
    expect(latestRatingPerProvider([a, b])[0]?.normalizedScore).toBe(85);
  });

  it("lists each provider's history newest first", () => {
    const cdp = ratingHistoryByProvider(ratings).find((h) => h.provider === "CDP");
    expect(cdp?.ratings.map((r) => r.ratingDate)).toEqual(["2025-02-04", "2024-02-06"]);
  });

  it("averages the score over all ratings, the rest over each provider's latest", () => {
    // (60 + 70 + 55 + 70 + 61) / 5 = 63.2
    expect(ratingSummary(ratings)).toEqual({
      providers: 3,
      averageScore: 63,
      improving: 2,
      averagePeerRanking: 58, // (68 + 60 + 47) / 3 = 58.3
    });
    expect(trendCounts(ratings)).toEqual({ improving: 2, stable: 0, declining: 1 });
  });

  it("is all zeros without ratings", () => {
    expect(ratingSummary([])).toEqual({ providers: 0, averageScore: 0, improving: 0, averagePeerRanking: 0 });
    expect(trendCounts([])).toEqual({ improving: 0, stable: 0, declining: 0 });
  });
});
