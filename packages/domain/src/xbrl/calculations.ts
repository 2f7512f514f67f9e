/**
 * Calculation consistency (XBRL Calculations 1.1, round-to-nearest): a total and the items the taxonomy sums
 * into it, in the same context and unit, are consistent when the interval each value's decimals allow around
 * the total overlaps the sum of the items' intervals. Honest rounding of each figure always passes; a total
 * that is not the sum of its lines does not. The summations are those of the ESRS digest (cal_esrs_301050 and
 * cal_esrs_301060); the VSME digest carries none.
 */
import { numericValue, type ParsedFact } from "./parse";
import { summationItems } from "./taxonomy";

export type CalculationProblem = { total: ParsedFact; message: string };

/** Half the last place a fact's decimals state; 0 for INF (exact). */
function halfUlp(fact: ParsedFact): number {
  const d = fact.decimals;
  if (d === null || d === "INF") return 0;
  return 0.5 * 10 ** -Number(d);
}

const round = (n: number) => Number(n.toPrecision(12));

export function calculationProblems(facts: readonly ParsedFact[]): CalculationProblem[] {
  const numeric = facts.filter((f) => f.kind === "nonFraction" && numericValue(f) !== null);
  const key = (f: ParsedFact, concept = f.concept) => `${concept}|${f.contextRef}|${f.unitRef}`;
  const byKey = new Map<string, ParsedFact>();
  for (const f of numeric) if (!byKey.has(key(f))) byKey.set(key(f), f);
  const problems: CalculationProblem[] = [];
  for (const total of numeric) {
    const items = summationItems(total.concept);
    if (!items || byKey.get(key(total)) !== total) continue;
    const present = items.map((c) => byKey.get(key(total, c))).filter((f): f is ParsedFact => !!f);
    // Calculations 1.1 checks only totals with at least one contributing fact.
    if (present.length === 0) continue;
    const sum = present.reduce((s, f) => s + (numericValue(f) as number), 0);
    const slack = present.reduce((s, f) => s + halfUlp(f), 0) + halfUlp(total);
    const value = numericValue(total) as number;
    if (Math.abs(round(value - sum)) > round(slack)) {
      problems.push({
        total,
        message: `${total.concept}: ${value} is not the sum of ${present
          .map((f) => f.concept)
          .join(" + ")} (${round(sum)}) within the rounding its decimals allow`,
      });
    }
  }
  return problems;
}
