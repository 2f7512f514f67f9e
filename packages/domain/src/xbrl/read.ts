/** The reader: a report package's facts back as {concept, value, unit, period, dimensions}. */
import { numericValue, type ParsedPeriod, parseInlineXbrl, unitText } from "./parse";
import { packageReport } from "./validate";

export type XbrlFact = {
  concept: string;
  value: number | string;
  /** "utr:tCO2e", "utr:tCO2e/iso4217:EUR"; null for non-numeric facts. */
  unit: string | null;
  period: ParsedPeriod | null;
  /** axis → member; empty for the default members. */
  dimensions: Record<string, string>;
  decimals: string | null;
};

export function readInlineXbrl(xhtml: string): XbrlFact[] {
  const doc = parseInlineXbrl(xhtml);
  if (doc.errors.length > 0) throw new Error(`Not well-formed XHTML: ${doc.errors[0]}`);
  return doc.facts.map((fact) => {
    const context = fact.contextRef ? doc.contexts.get(fact.contextRef) : undefined;
    const unit = fact.unitRef ? doc.units.get(fact.unitRef) : undefined;
    return {
      concept: fact.concept,
      value: fact.kind === "nonFraction" ? (numericValue(fact) ?? Number.NaN) : fact.text.trim(),
      unit: unit ? unitText(unit) : null,
      period: context?.period ?? null,
      dimensions: { ...(context?.dimensions ?? {}) },
      decimals: fact.decimals,
    };
  });
}

export function readXbrlPackage(bytes: Uint8Array): XbrlFact[] {
  const report = packageReport(bytes);
  if ("problems" in report) throw new Error(report.problems.map((p) => p.message).join("; "));
  return readInlineXbrl(report.xhtml);
}
