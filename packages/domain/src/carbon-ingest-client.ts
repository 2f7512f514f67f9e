/** What the Upload Data tab sends and shows (spec part 2 §5, §8), kept here so tests share the texts. */
import type { CarbonSourceType } from "./carbon-schemas";

/**
 * Spec part 2 §5: blank text is refused before sending; otherwise the text is parsed as JSON and sent as is,
 * or, when that fails (CSV, or JSON with a typo), sent as `{rawText}` for the server to read.
 */
export function rawDataFromText(text: string): { blank: true } | { blank: false; rawData: unknown } {
  if (text.trim() === "") return { blank: true };
  try {
    return { blank: false, rawData: JSON.parse(text) as unknown };
  } catch {
    return { blank: false, rawData: { rawText: text } };
  }
}

export const INGEST_TOASTS = {
  missing: { title: "Missing Data", description: "Please provide raw emission data to process." },
  failed: {
    title: "Processing Failed",
    description: "Failed to process carbon data. Please check the format and try again.",
  },
} as const;

const wholeKg = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 0 });

/** Spec part 2 §8: the success toast text, the rounded total grouped by thousands ("233,100"). */
export function ingestSuccessMessage(emissionsProcessed: number, totalKg: number): string {
  return `Processed ${wholeKg.format(emissionsProcessed)} emission activities totaling ${wholeKg.format(Math.round(totalKg))} kg CO2e`;
}

/** Said of an upload stored while the company requires approval. */
export const PENDING_REVIEW_NOTE = "It counts in no total until another admin approves it.";

/** The toast of a stored upload: a pending one says it waits for review instead of plain success. */
export function ingestToast(result: {
  emissionsProcessed?: number;
  totalEmissions?: number;
  reviewStatus?: "approved" | "pending";
}): { title: string; description: string } {
  const processed = ingestSuccessMessage(result.emissionsProcessed ?? 0, result.totalEmissions ?? 0);
  return result.reviewStatus === "pending"
    ? { title: "Waiting for review", description: `${processed}. ${PENDING_REVIEW_NOTE}` }
    : { title: "Success", description: processed };
}

export const CARBON_SOURCE_TYPE_LABELS: Readonly<Record<CarbonSourceType, string>> = {
  energy_bill: "Energy Bill",
  fuel_receipt: "Fuel Receipt",
  travel_expense: "Travel Expense",
  supplier_invoice: "Supplier Invoice",
};

/** Spec part 2 §2: scope colours of Processed Emissions (1 red, 2 orange, 3 blue). */
export const SCOPE_COLOURS = { 1: "red", 2: "orange", 3: "blue" } as const;
