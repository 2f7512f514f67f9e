/**
 * What the validator knows of the two taxonomies. VSME: the digest of EFRAG's VSME taxonomy 2026-05-01
 * (vsme-taxonomy.data.json, built by scripts/xbrl-taxonomy-digest.mjs from the JSON of EFRAG's MIT-licensed
 * digital-template converter; see packages/domain/data/xbrl/README.md). ESRS: a short checked list, because
 * only these names could be checked against the ESRS Set 1 taxonomy (2023-12-22, common/esrs_cor.xsd, as
 * quoted in the XBRL data README); any other ESRS name is refused rather than guessed.
 */
import digest from "./vsme-taxonomy.data.json";

export { canonicalQName, ENTRY_POINTS, LEI_SCHEME, NS } from "./namespaces";

export type ConceptInfo = {
  /** "vsme:GrossScope1GreenhouseGasEmissions" */
  name: string;
  dataType: string;
  baseDataType: string;
  periodType: "duration" | "instant";
  abstract: boolean;
  label: string;
};

type DigestRow = [string, string, string, number, string];
const vsmeConcepts = digest.concepts as unknown as Record<string, DigestRow>;

/** Checked against esrs_cor.xsd of ESRS Set 1 (2023-12-22): the E1-6 gross emissions line items. */
const ESRS_CONCEPTS: Record<string, Omit<ConceptInfo, "name">> = Object.fromEntries(
  [
    ["GrossScope1GreenhouseGasEmissions", "Gross Scope 1 greenhouse gas emissions"],
    [
      "GrossLocationBasedScope2GreenhouseGasEmissions",
      "Gross location-based Scope 2 greenhouse gas emissions",
    ],
    ["GrossMarketBasedScope2GreenhouseGasEmissions", "Gross market-based Scope 2 greenhouse gas emissions"],
    ["GrossScope3GreenhouseGasEmissions", "Gross Scope 3 greenhouse gas emissions"],
  ].map(([local, label]) => [
    `esrs:${local}`,
    {
      dataType: "dtr-types:ghgEmissionsItemType",
      baseDataType: "xbrli:decimalItemType",
      periodType: "duration",
      abstract: false,
      label: label as string,
    },
  ]),
);

/** A concept by its canonical prefixed name (`vsme:` or `esrs:`); null when the taxonomy has no such concept. */
export function findConcept(name: string): ConceptInfo | null {
  const esrs = ESRS_CONCEPTS[name];
  if (esrs) return { name, ...esrs };
  const row = vsmeConcepts[name];
  if (!row) return null;
  const [dataType, baseDataType, periodType, abstract, label] = row;
  return {
    name,
    dataType,
    baseDataType,
    periodType: periodType === "instant" ? "instant" : "duration",
    abstract: abstract === 1,
    label,
  };
}

/** The members an explicit axis allows in the taxonomy's hypercubes; null for an axis the taxonomy lacks. */
export function axisMembers(axis: string): readonly string[] | null {
  return (digest.axes as Record<string, string[]>)[axis] ?? null;
}

/** The default member of an axis: never written in a context (XBRL Dimensions 1.0 §2.7.1). */
export function axisDefault(axis: string): string | null {
  return (digest.axisDefaults as Record<string, string>)[axis] ?? null;
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
