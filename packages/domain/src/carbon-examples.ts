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

/** The CSV the hint box shows: the header and one row, the JSON hint's row. */
export const CARBON_INGEST_CSV_EXAMPLE = `${CARBON_INGEST_CSV_HINT}\nelectricity,12500,kWh,GB,2024-01-31,Head office`;

type HintRow = {
  activity: string;
  amount: number;
  unit: string;
  region: string;
  date: string;
  supplier_factor?: number;
  supplier_factor_source?: string;
};

/** One name the hint box lists, with a row that uses it (tests send every one to the real ingest). */
export type CarbonIngestHintItem = { label: string; row: HintRow };

const hintRow = (activity: string, amount: number, unit: string, region = "GB"): HintRow => ({
  activity,
  amount,
  unit,
  region,
  date: "2024-01-31",
});

/** The activities the hint box names, as they may be written. */
export const CARBON_INGEST_HINT_ACTIVITIES: readonly CarbonIngestHintItem[] = [
  { label: "electricity", row: hintRow("electricity", 12500, "kWh") },
  { label: "natural gas", row: hintRow("natural gas", 30000, "kWh") },
  { label: "diesel", row: hintRow("diesel", 400, "litres") },
  { label: "petrol", row: hintRow("petrol", 250, "litres") },
  { label: "LPG", row: hintRow("LPG", 160, "litres") },
  { label: "long-haul flight", row: hintRow("long-haul flight", 12700, "passenger-km") },
  { label: "short-haul flight, economy", row: hintRow("short-haul flight, economy", 1800, "passenger-km") },
  { label: "domestic flight", row: hintRow("domestic flight", 650, "passenger-km") },
  { label: "train", row: hintRow("train", 520, "passenger-km") },
  { label: "taxi", row: hintRow("taxi", 40, "km") },
  { label: "hotel", row: hintRow("hotel", 2, "nights") },
  { label: "6-digit NAICS codes for spend (331110)", row: hintRow("331110", 84000, "GBP") },
];

/** The units the hint box names, as they may be written. */
export const CARBON_INGEST_HINT_UNITS: readonly CarbonIngestHintItem[] = [
  { label: "kWh", row: hintRow("electricity", 12500, "kWh") },
  { label: "MWh", row: hintRow("electricity", 12.5, "MWh") },
  { label: "therms", row: hintRow("natural gas", 1000, "therms") },
  { label: "m³", row: hintRow("natural gas", 2800, "m³") },
  { label: "litres", row: hintRow("diesel", 400, "litres") },
  { label: "US gallons", row: hintRow("diesel", 100, "US gallons", "US") },
  { label: "UK gallons", row: hintRow("diesel", 90, "UK gallons") },
  { label: "km", row: hintRow("car", 320, "km") },
  { label: "miles", row: hintRow("car", 200, "miles") },
  { label: "passenger-km", row: hintRow("train", 520, "passenger-km") },
  { label: "nights", row: hintRow("hotel", 2, "nights") },
  { label: "GBP", row: hintRow("331110", 84000, "GBP") },
  { label: "USD", row: hintRow("331110", 100000, "USD", "US") },
  { label: "EUR", row: hintRow("331110", 95000, "EUR", "DE") },
];

/** The market-based Scope 2 columns, as the hint box names them, on a REGO-backed electricity row. */
export const CARBON_INGEST_HINT_MARKET_ROW: HintRow = {
  ...hintRow("electricity", 12500, "kWh"),
  supplier_factor: 0,
  supplier_factor_source: "REGO-backed tariff",
};

export type CarbonIngestSample = { name: string; sourceType: CarbonSourceType; rawData: unknown };

/**
 * Everything the Upload Data tab offers as an example: the JSON and CSV of the hint box, each named activity,
 * unit and column, and each Load Example. The server's tests send every one; each must be accepted.
 */
export function carbonIngestSamples(): CarbonIngestSample[] {
  const rows = (name: string, items: readonly CarbonIngestHintItem[]) =>
    items.map((i) => ({
      name: `${name} ${i.label}`,
      sourceType: "energy_bill" as const,
      rawData: { activities: [i.row] },
    }));
  return [
    { name: "JSON format hint", sourceType: "energy_bill", rawData: CARBON_INGEST_FORMAT_HINT },
    { name: "CSV format hint", sourceType: "energy_bill", rawData: { rawText: CARBON_INGEST_CSV_EXAMPLE } },
    ...rows("activity", CARBON_INGEST_HINT_ACTIVITIES),
    ...rows("unit", CARBON_INGEST_HINT_UNITS),
    {
      name: "market-based columns",
      sourceType: "energy_bill",
      rawData: { activities: [CARBON_INGEST_HINT_MARKET_ROW] },
    },
    ...(Object.keys(CARBON_INGEST_EXAMPLES) as CarbonSourceType[]).map((sourceType) => ({
      name: `Load Example ${sourceType}`,
      sourceType,
      rawData: JSON.parse(carbonIngestExampleText(sourceType)) as unknown,
    })),
  ];
}

/** Pretty JSON of a source type's example, as the text area shows it. */
export function carbonIngestExampleText(sourceType: CarbonSourceType): string {
  return JSON.stringify(CARBON_INGEST_EXAMPLES[sourceType], null, 2);
}
