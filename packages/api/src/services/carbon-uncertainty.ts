/**
 * GET /api/carbon/uncertainty: IPCC Approach 2 (Monte Carlo) over the reporting year's stored terms, beside
 * Approach 1. The draws run in slices with a yield to the event loop between them, and the percentiles one
 * total at a time, so 100,000 draws never hold a request that arrives meanwhile (the groups are a few hundred
 * at most: a slice is milliseconds).
 */
import {
  chooseInventoryYear,
  createMonteCarlo,
  type MonteCarloOutput,
  monteCarloGroupsOf,
  monteCarloOutputSchema,
  NO_UNCERTAINTY,
  TOTAL_KEYS,
  type TotalKey,
  totalsUncertaintyPct,
} from "@esg/domain";
import { loadCarbonInventory } from "./carbon-analysis";
import { yieldTurn } from "./ingest/yield-turn";

/** Draws per slice between yields. */
const DRAWS_PER_SLICE = 2_000;

const t = (kg: number) => Math.round(kg) / 1000;
const pp = (n: number) => Math.round(n * 10) / 10;

export async function monteCarloUncertainty(
  db: Parameters<typeof loadCarbonInventory>[0],
  companyId: number,
  input: { year?: number; draws: number; seed: number },
): Promise<MonteCarloOutput> {
  const { inventory } = await loadCarbonInventory(db, companyId);
  const { year, data } = chooseInventoryYear(inventory, input.year);
  const terms = data?.uncertainty ?? NO_UNCERTAINTY;
  const run = createMonteCarlo(monteCarloGroupsOf(terms), { draws: input.draws, seed: input.seed });
  while (!run.step(DRAWS_PER_SLICE)) await yieldTurn();
  // Each total sorts all its draws (100,000 numbers): one total per turn, so the summary yields too.
  const mc = {} as Record<TotalKey, ReturnType<typeof run.summary>>;
  for (const k of TOTAL_KEYS) {
    await yieldTurn();
    mc[k] = run.summary(k);
  }
  const a1 = totalsUncertaintyPct(terms);
  const results = Object.fromEntries(
    TOTAL_KEYS.map((k) => [
      k,
      {
        p2_5: t(mc[k].p2_5),
        p50: t(mc[k].p50),
        p97_5: t(mc[k].p97_5),
        approach1Pct95: pp(a1[k]),
        monteCarloPct95: pp(mc[k].monteCarloPct95),
      },
    ]),
  );
  return monteCarloOutputSchema.parse({
    year,
    draws: input.draws,
    seed: input.seed,
    distributions:
      "Each activity and factor multiplier has mean 1: normal where its 95% relative uncertainty is at most 30%, lognormal above (same mean and standard deviation); one factor draw is shared by every row of that factor.",
    results,
  });
}
