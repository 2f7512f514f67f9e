import { type EsgRating, esgRatingInputSchema, ratingToScore } from "@esg/domain";
import { mockApi } from "../../test/api";
import type { ProcedureMap } from "../../test/trpc-msw";

/** Test support: a rating as the server returns it. */
export function rating(
  id: number,
  provider: string,
  ratingDate: string,
  fields: Partial<EsgRating> = {},
): EsgRating {
  const overallScore = fields.overallScore ?? "A";
  return {
    id,
    companyId: 1,
    provider,
    overallScore,
    previousScore: null,
    environmentalScore: 60,
    socialScore: 70,
    governanceScore: 80,
    ratingDate,
    trend: "stable",
    methodology: null,
    peerRanking: 50,
    strengths: [],
    weaknesses: [],
    createdAt: "2026-01-01T00:00:00.000Z",
    ...fields,
    normalizedScore: ratingToScore(provider, overallScore),
  };
}

export const RATINGS: EsgRating[] = [
  rating(1, "MSCI", "2024-03-14", { overallScore: "BBB", trend: "improving", peerRanking: 55 }),
  rating(2, "MSCI", "2025-04-10", {
    overallScore: "A",
    previousScore: "BBB",
    trend: "improving",
    peerRanking: 68,
    environmentalScore: 66,
    socialScore: 70,
    governanceScore: 62,
    strengths: ["Carbon emissions management", "Product safety & quality", "Health & safety systems"],
    weaknesses: ["Supply chain labour standards", "Board diversity", "Water stress"],
  }),
  rating(3, "CDP", "2026-01-20", { overallScore: "B", trend: "improving", peerRanking: 74 }),
  rating(4, "Refinitiv", "2025-09-18", { overallScore: "61", trend: "declining", peerRanking: 47 }),
  rating(5, "Sustainalytics", "2025-06-18", { overallScore: "24.1", trend: "stable", peerRanking: 64 }),
];

/** A fake API that keeps ratings in memory and normalises on write, as the server does. */
export function fakeRatingsApi(initial: EsgRating[] = RATINGS, overrides: ProcedureMap = {}) {
  let ratings = [...initial];
  let nextId = 100;
  return mockApi({
    procedures: {
      "esgRatings.list": () => ratings,
      "esgRatings.create": (input) => {
        const v = esgRatingInputSchema.parse(input);
        const created = rating(nextId++, v.provider, v.ratingDate, { ...v });
        ratings = [created, ...ratings];
        return created;
      },
      ...overrides,
    },
  });
}
