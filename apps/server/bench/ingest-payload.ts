/** The POST /api/carbon/ingest body of the benches: `n` energy-bill rows of six kinds over 2024. */
const ACTIVITIES = [
  ["electricity", "kWh", 12_500],
  ["natural gas", "kWh", 18_000],
  ["diesel", "litres", 420],
  ["long-haul flight, economy", "passenger-km", 9_000],
  ["train", "passenger-km", 400],
  ["NAICS 331110", "GBP", 25_000],
] as const;

export function ingestPayload(n: number) {
  return {
    activities: Array.from({ length: n }, (_, i) => {
      const [activity, unit, base] = ACTIVITIES[i % ACTIVITIES.length] as (typeof ACTIVITIES)[number];
      const month = (i % 12) + 1;
      return {
        activity,
        amount: base + (i % 1000),
        unit,
        region: "GB",
        date: `2024-${String(month).padStart(2, "0")}-28`,
        description: `Site ${i % 40}`,
      };
    }),
  };
}
