/**
 * What the validator knows of the two taxonomies. VSME: the digest of EFRAG's VSME taxonomy 2026-05-01
 * (vsme-taxonomy.data.json, built by scripts/xbrl-taxonomy-digest.mjs from the JSON of EFRAG's MIT-licensed
 * digital-template converter). ESRS: the digest of the E1-5 and E1-6 concepts the esrs-e1 package tags
 * (esrs-taxonomy.data.json, built by scripts/xbrl-esrs-digest.mjs from common/esrs_cor.xsd of ESRS Set 1,
 * 2023-12-22); any other ESRS name is refused rather than guessed. Sources: packages/domain/data/xbrl/README.md.
 */
import esrsDigest from "./esrs-taxonomy.data.json";
import digest from "./vsme-taxonomy.data.json";

export { canonicalQName, ENTRY_POINTS, LEI_SCHEME, NS } from "./namespaces";

export type ConceptInfo = {
  /** "vsme:GrossScope1GreenhouseGasEmissions" */
  name: string;
  dataType: string;
  baseDataType: string;
  periodType: "duration" | "instant";
  abstract: boolean;
  /** The taxonomy's English label (VSME); empty for ESRS, whose digest keeps no labels. */
  label: string;
  /** debit or credit where the ESRS schema declares one (none of the digested concepts does); VSME's digest keeps none. */
  balance: "debit" | "credit" | null;
};

type DigestRow = [string, string, string, number, string];
type EsrsDigestRow = [string, string, string, number, string | null, string];
const vsmeConcepts = digest.concepts as unknown as Record<string, DigestRow>;
const esrsConcepts = esrsDigest.concepts as unknown as Record<string, EsrsDigestRow>;
const periodTypeOf = (p: string) => (p === "instant" ? "instant" : "duration");
const balanceOf = (b: string | null | undefined) => (b === "debit" || b === "credit" ? b : null);

/** A concept by its canonical prefixed name (`vsme:` or `esrs:`); null when the taxonomy has no such concept. */
export function findConcept(name: string): ConceptInfo | null {
  const esrs = esrsConcepts[name];
  if (esrs) {
    const [dataType, baseDataType, periodType, abstract, balance] = esrs;
    return {
      name,
      dataType,
      baseDataType,
      periodType: periodTypeOf(periodType),
      abstract: abstract === 1,
      label: "",
      balance: balanceOf(balance),
    };
  }
  const row = vsmeConcepts[name];
  if (!row) return null;
  const [dataType, baseDataType, periodType, abstract, label] = row;
  return {
    name,
    dataType,
    baseDataType,
    periodType: periodTypeOf(periodType),
    abstract: abstract === 1,
    label,
    balance: null,
  };
}

const AXES: Record<string, string[]> = { ...digest.axes, ...esrsDigest.axes };
const AXIS_DEFAULTS: Record<string, string> = { ...digest.axisDefaults, ...esrsDigest.axisDefaults };

/** The members an explicit axis allows in the taxonomy's hypercubes; null for an axis the taxonomy lacks. */
export function axisMembers(axis: string): readonly string[] | null {
  return AXES[axis] ?? null;
}

/** The default member of an axis: never written in a context (XBRL Dimensions 1.0 §2.7.1). */
export function axisDefault(axis: string): string | null {
  return AXIS_DEFAULTS[axis] ?? null;
}

const SUMMATIONS: Record<string, string[]> = esrsDigest.summations;

/** The items a total sums (Calculations 1.1 summation-item, weight 1); null when the concept is no total. */
export function summationItems(total: string): readonly string[] | null {
  return SUMMATIONS[total] ?? null;
}

/** The base types whose facts are numbers (ix:nonFraction); everything else is ix:nonNumeric. */
const NUMERIC_BASE_TYPES = new Set([
  "xbrli:decimalItemType",
  "xbrli:monetaryItemType",
  "xbrli:pureItemType",
  "xbrli:sharesItemType",
  "xbrli:integerItemType",
  "xbrli:nonNegativeIntegerItemType",
  "xbrli:positiveIntegerItemType",
  "xbrli:floatItemType",
  "xbrli:doubleItemType",
]);

export function isNumericConcept(concept: ConceptInfo): boolean {
  return NUMERIC_BASE_TYPES.has(concept.baseDataType);
}
