/** The plan of a document's tagged facts: what each fact carries before it is written as Inline XBRL. */
export type UnitKey = "tCO2e" | "MWh" | "currency" | "intensity" | "pure";
export type ContextKey = "current" | "baseline" | "end" | "renewable" | "nonRenewable";

export type PlannedFact = {
  concept: string;
  label: string;
  /** The value in the taxonomy's unit (t CO2e per currency unit for intensities). */
  value: number | string;
  /** The figure as the reader of the document sees it (per million of currency for intensities). */
  shown: number | string;
  unit: UnitKey | null;
  context: ContextKey;
  /** Decimals of `value` (the shown figure's decimals plus the scale's shift). */
  decimals?: number;
  /** 10^scale × shown = value. */
  scale?: number;
  /** The figure's 95% range as the reader sees it beside the fact ("± 4.1% (5,478–5,946 t)"); not tagged. */
  range?: string;
  /** A text block: set as a paragraph, not a figure. */
  block?: boolean;
};

/** A heading, its tagged facts and any untagged notes the reader should see with them. */
export type FactSection = { heading: string; facts: PlannedFact[]; notes?: string[] };

export const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * Intensity per million of revenue, rounded to hundredths once, tagged with scale −6 so the fact's value is
 * per currency unit as the taxonomy's ghgEmissionsPerMonetaryItemType requires.
 */
export function intensityFact(concept: string, label: string, tonnes: number, revenue: number): PlannedFact {
  const perMillion = round2(tonnes / (revenue / 1e6));
  return {
    concept,
    label,
    value: perMillion / 1e6,
    shown: perMillion,
    unit: "intensity",
    context: "current",
    decimals: 8,
    scale: -6,
  };
}

/** A figure tagged as shown: tonnes, MWh or an amount of currency (two decimals unless told). */
export function figureFact(
  concept: string,
  label: string,
  value: number,
  unit: UnitKey,
  o: { context?: ContextKey; decimals?: number; range?: string } = {},
): PlannedFact {
  return {
    concept,
    label,
    value,
    shown: value,
    unit,
    context: o.context ?? "current",
    decimals: o.decimals ?? 2,
    ...(o.range !== undefined ? { range: o.range } : {}),
  };
}

/** An emissions table's lines (key, local name, label) as t CO2e facts, each with its range where given. */
export function tonnesFacts<K extends string>(
  prefix: "esrs" | "vsme",
  lines: readonly (readonly [K, string, string])[],
  figures: Readonly<Record<K, number>>,
  context: ContextKey,
  rangeOf: (key: K) => string | undefined = () => undefined,
): PlannedFact[] {
  return lines.map(([key, local, label]) =>
    figureFact(`${prefix}:${local}`, label, figures[key], "tCO2e", { context, range: rangeOf(key) }),
  );
}

/** The revenue an intensity divides by, then each intensity (concept, label, tonnes) per million of it. */
export function intensityFacts(
  revenue: { concept: string; label: string; amount: number },
  lines: readonly (readonly [concept: string, label: string, tonnes: number])[],
): PlannedFact[] {
  return [
    figureFact(revenue.concept, revenue.label, round2(revenue.amount), "currency"),
    ...lines.map(([concept, label, tonnes]) => intensityFact(concept, label, tonnes, revenue.amount)),
  ];
}
