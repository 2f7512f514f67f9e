/**
 * Load Example payloads of the Upload Data tab (spec part 2 §2: "example payloads exist per source type"),
 * each in the friendlier per-source shape `normalizeIngestPayload` reads, plus the canonical format the
 * hint box shows. Plausible lines of the demo company (a UK manufacturer) in December 2024.
 */
import type { CarbonSourceType } from "./carbon-schemas";

export const CARBON_INGEST_EXAMPLES: Readonly<Record<CarbonSourceType, unknown>> = {
  energy_bill: {
    supplier: "Octopus Energy for Business",
    site: "Sheffield plant",
    region: "GB",
    billingPeriod: { start: "2024-12-01", end: "2024-12-31" },
    lines: [
      { fuel: "electricity", usage: 48250, unit: "kWh" },
      { fuel: "natural gas", usage: 61300, unit: "kWh" },
    ],
  },
  fuel_receipt: {
    vendor: "Shell Fleet Solutions",
    region: "GB",
    receipts: [
      { date: "2024-12-03", fuel: "diesel", quantity: 412.5, unit: "litres", vehicle: "Delivery vans" },
      { date: "2024-12-17", fuel: "diesel", quantity: 388, unit: "litres", vehicle: "Delivery vans" },
      { date: "2024-12-19", fuel: "LPG", quantity: 160, unit: "litres", vehicle: "Forklifts" },
    ],
  },
  travel_expense: {
    employee: "Sales team",
    region: "GB",
    trips: [
      {
        date: "2024-12-02",
        mode: "long-haul flight, economy",
        distance: 12700,
        unit: "passenger-km",
        route: "LHR–ORD trade show (return)",
      },
      {
        date: "2024-12-09",
        mode: "train",
        distance: 520,
        unit: "passenger-km",
        route: "Sheffield–London (return)",
      },
      { date: "2024-12-10", mode: "hotel", nights: 2, route: "London, customer visit" },
    ],
  },
  supplier_invoice: {
    supplier: "Baltic Steel Works",
    region: "GB",
    currency: "GBP",
    invoiceDate: "2024-12-15",
    lines: [
      { naics: "331110", amount: 84000, description: "Hot-rolled coil, 120 t" },
      { item: "freight", amount: 6200, description: "Delivery to Sheffield" },
    ],
  },
};

/** The canonical shape, shown in the hint box and accepted from every source type. */
export const CARBON_INGEST_FORMAT_HINT = {
  activities: [
    {
      activity: "electricity",
      amount: 12500,
      unit: "kWh",
      region: "GB",
      date: "2024-01-31",
      description: "Head office",
    },
  ],
};

export const CARBON_INGEST_CSV_HINT = "activity,amount,unit,region,date,description";

/** Pretty JSON of a source type's example, as the text area shows it. */
export function carbonIngestExampleText(sourceType: CarbonSourceType): string {
  return JSON.stringify(CARBON_INGEST_EXAMPLES[sourceType], null, 2);
}
