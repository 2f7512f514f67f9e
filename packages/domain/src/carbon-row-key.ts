/**
 * The key that says two input rows are the same bill (docs/decisions/037-bills-once-and-periods.md):
 * the activity as the engine resolved it, the unit as normalised, the amount as a number, the period (the
 * date, or start..end of a billing period), the site and the region. The description and the file format are
 * not part of it, so a bill re-sent with another note or as CSV instead of JSON has the same key. Kept as
 * readable text (not a hash) so that an auditor can see why two rows matched.
 */
export function ingestRowKey(p: {
  activity: string;
  unit: string;
  amount: number;
  /** YYYY-MM-DD, or YYYY-MM-DD..YYYY-MM-DD for a billing period. */
  period: string;
  siteId: number | null;
  region: string | null;
}): string {
  return JSON.stringify([p.activity, p.unit, p.amount, p.period, p.siteId, p.region]);
}
