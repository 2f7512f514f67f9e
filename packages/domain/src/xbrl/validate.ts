/**
 * Our XBRL validator: the report package layout, well-formed XHTML, and each fact against the taxonomy
 * (concept exists and is not abstract, numeric or not, data type ↔ unit, period type, axes and members,
 * contextRef/unitRef resolve, decimals present) and against the other facts (no inconsistent duplicates,
 * totals that are the sum of their items as the taxonomy's calculations say).
 * Each problem names its rule and the fact (concept and id) it is about.
 */
import { calculationProblems } from "./calculations";
import {
  numericValue,
  type ParsedContext,
  type ParsedDocument,
  type ParsedFact,
  type ParsedUnit,
  parseInlineXbrl,
  unitText,
} from "./parse";
import { unzipEntries, utf8, XBRI_DOCUMENT_TYPE } from "./report-package";
import {
  axisDefault,
  axisMembers,
  type ConceptInfo,
  ENTRY_POINTS,
  findConcept,
  isNumericConcept,
} from "./taxonomy";

export const XBRL_RULES = [
  "package-structure",
  "xhtml-well-formed",
  "schema-ref",
  "context-missing",
  "context-invalid",
  "unit-missing",
  "concept-unknown",
  "concept-abstract",
  "concept-numeric",
  "unit-data-type",
  "period-type",
  "dimension-unknown",
  "dimension-default",
  "decimals-missing",
  "value-invalid",
  "duplicate-inconsistent",
  "calculation-inconsistent",
] as const;
export type XbrlRule = (typeof XBRL_RULES)[number];

export type XbrlProblem = { rule: XbrlRule; message: string; fact?: { concept: string; id: string | null } };

export type XbrlValidation = { ok: boolean; errors: XbrlProblem[]; factCount: number; report: string | null };

/** The one report of a package: its path and text, or the structure problems that prevent reading it. */
export function packageReport(
  bytes: Uint8Array,
): { path: string; xhtml: string } | { problems: XbrlProblem[] } {
  const problem = (message: string) => ({ problems: [{ rule: "package-structure" as const, message }] });
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipEntries(bytes);
  } catch {
    return problem("The package is not a readable zip file");
  }
  const files = Object.keys(entries).filter((p) => !p.endsWith("/"));
  const tops = new Set(files.map((p) => p.split("/")[0]));
  if (files.some((p) => !p.includes("/")) || tops.size !== 1) {
    return problem(
      `A report package has exactly one top-level folder and nothing beside it; found ${[...tops].join(", ") || "no files"}`,
    );
  }
  const top = [...tops][0] as string;
  const meta = entries[`${top}/META-INF/reportPackage.json`];
  if (!meta) return problem(`${top}/META-INF/reportPackage.json is missing`);
  try {
    const json = JSON.parse(utf8(meta)) as { documentInfo?: { documentType?: unknown } };
    if (json.documentInfo?.documentType !== XBRI_DOCUMENT_TYPE) {
      return problem(`reportPackage.json: documentInfo.documentType must be ${XBRI_DOCUMENT_TYPE}`);
    }
  } catch {
    return problem("reportPackage.json is not valid JSON");
  }
  const reports = files.filter((p) => p.startsWith(`${top}/reports/`) && /\.x?html?$/i.test(p));
  if (reports.length !== 1) {
    return problem(
      `An inline report package holds exactly one report in ${top}/reports/; found ${reports.length}`,
    );
  }
  const path = reports[0] as string;
  return { path, xhtml: utf8(entries[path] as Uint8Array) };
}

const isCurrency = (measure: string) => /^iso4217:[A-Z]{3}$/.test(measure);
const single = (unit: ParsedUnit) =>
  unit.denominator.length === 0 && unit.numerator.length === 1 ? (unit.numerator[0] ?? null) : null;

/** Why a unit does not suit a concept's data type; null when it does (or the type has no unit rule). */
function unitMismatch(concept: ConceptInfo, unit: ParsedUnit): string | null {
  const measure = single(unit);
  const expect = (ok: boolean, wanted: string) =>
    ok ? null : `${concept.dataType} needs ${wanted}, not ${unitText(unit)}`;
  switch (concept.dataType) {
    case "dtr-types:ghgEmissionsItemType":
      return expect(measure === "utr:tCO2e", "utr:tCO2e");
    case "dtr-types:energyItemType":
      return expect(measure === "utr:MWh", "utr:MWh");
    case "xbrli:monetaryItemType":
      return expect(measure !== null && isCurrency(measure), "an ISO 4217 currency");
    case "dtr-types:ghgEmissionsPerMonetaryItemType":
      return expect(
        unit.numerator.length === 1 &&
          unit.numerator[0] === "utr:tCO2e" &&
          unit.denominator.length === 1 &&
          isCurrency(unit.denominator[0] as string),
        "utr:tCO2e divided by an ISO 4217 currency",
      );
    case "xbrli:pureItemType":
    case "dtr-types:percentItemType":
      return expect(measure === "xbrli:pure", "xbrli:pure");
    default:
      return null;
  }
}

function checkContext(context: ParsedContext): string[] {
  const problems: string[] = [];
  if (!context.entity?.scheme || !context.entity.value) problems.push("has no entity identifier");
  const p = context.period;
  const isDate = (d: string) => /^\d{4}-\d{2}-\d{2}$/.test(d);
  if (!p) problems.push("has no period");
  else if ("instant" in p ? !isDate(p.instant) : !isDate(p.start) || !isDate(p.end) || p.start > p.end)
    problems.push("has an invalid period");
  return problems;
}

function checkFact(fact: ParsedFact, doc: ParsedDocument): XbrlProblem[] {
  const problems: XbrlProblem[] = [];
  const ref = { concept: fact.concept, id: fact.id };
  const add = (rule: XbrlRule, message: string) =>
    problems.push({ rule, message: `${fact.concept}: ${message}`, fact: ref });
  const concept = findConcept(fact.concept);
  const context = fact.contextRef ? doc.contexts.get(fact.contextRef) : undefined;
  if (!context) add("context-missing", `contextRef "${fact.contextRef ?? ""}" matches no xbrli:context`);
  const numeric = fact.kind === "nonFraction";
  const unit = fact.unitRef ? doc.units.get(fact.unitRef) : undefined;
  if (numeric && !unit) add("unit-missing", `unitRef "${fact.unitRef ?? ""}" matches no xbrli:unit`);
  if (numeric && fact.decimals === null) add("decimals-missing", "a numeric fact needs a decimals attribute");
  if (numeric && numericValue(fact) === null)
    add("value-invalid", `"${fact.text.trim()}" is not a number in ixt:num-dot-decimal`);
  if (!concept) {
    add("concept-unknown", "the taxonomy has no such concept");
    return problems;
  }
  if (concept.abstract) add("concept-abstract", "the concept is abstract and cannot carry a value");
  if (numeric !== isNumericConcept(concept)) {
    add(
      "concept-numeric",
      `a ${concept.dataType} fact must be ${numeric ? "ix:nonNumeric" : "ix:nonFraction"}`,
    );
  }
  if (numeric && unit) {
    const mismatch = unitMismatch(concept, unit);
    if (mismatch) add("unit-data-type", mismatch);
  }
  if (context?.period) {
    const instant = "instant" in context.period;
    if (instant !== (concept.periodType === "instant")) {
      add(
        "period-type",
        `a ${concept.periodType} concept on ${instant ? "an instant" : "a duration"} context "${context.id}"`,
      );
    }
  }
  for (const [axis, member] of Object.entries(context?.dimensions ?? {})) {
    const members = axisMembers(axis);
    if (!members) add("dimension-unknown", `the taxonomy has no axis ${axis}`);
    else if (!members.includes(member)) add("dimension-unknown", `${member} is not a member of ${axis}`);
    else if (axisDefault(axis) === member)
      add("dimension-default", `${member} is the default of ${axis} and is never written`);
  }
  return problems;
}

/** Facts of one concept, context and unit must agree (XBRL 2.1 §4.10 duplicates). */
function duplicateProblems(facts: ParsedFact[]): XbrlProblem[] {
  const seen = new Map<string, { fact: ParsedFact; value: string }>();
  const problems: XbrlProblem[] = [];
  for (const fact of facts) {
    const key = `${fact.concept}|${fact.contextRef}|${fact.unitRef ?? ""}`;
    const value = fact.kind === "nonFraction" ? String(numericValue(fact)) : fact.text.trim();
    const earlier = seen.get(key);
    if (!earlier) seen.set(key, { fact, value });
    else if (earlier.value !== value) {
      problems.push({
        rule: "duplicate-inconsistent",
        message: `${fact.concept}: ${value} differs from ${earlier.value} (fact ${earlier.fact.id ?? "?"}) for the same context and unit`,
        fact: { concept: fact.concept, id: fact.id },
      });
    }
  }
  return problems;
}

export function validateInlineXbrl(xhtml: string): { errors: XbrlProblem[]; factCount: number } {
  const doc = parseInlineXbrl(xhtml);
  if (doc.errors.length > 0) {
    return { errors: doc.errors.map((message) => ({ rule: "xhtml-well-formed", message })), factCount: 0 };
  }
  const errors: XbrlProblem[] = [];
  if (!doc.rootOk)
    errors.push({ rule: "xhtml-well-formed", message: "The root element is not an XHTML <html>" });
  if (doc.headerCount !== 1) {
    errors.push({
      rule: "xhtml-well-formed",
      message: `An Inline XBRL document has one ix:header; found ${doc.headerCount}`,
    });
  }
  const known = Object.values(ENTRY_POINTS) as string[];
  if (doc.schemaRefs.length === 0 || doc.schemaRefs.some((href) => !known.includes(href))) {
    errors.push({
      rule: "schema-ref",
      message: `The schemaRef must point at ${known.join(" or ")}; found ${doc.schemaRefs.join(", ") || "none"}`,
    });
  }
  for (const context of doc.contexts.values()) {
    for (const message of checkContext(context))
      errors.push({ rule: "context-invalid", message: `Context "${context.id}" ${message}` });
  }
  for (const fact of doc.facts) errors.push(...checkFact(fact, doc));
  errors.push(...duplicateProblems(doc.facts));
  for (const { total, message } of calculationProblems(doc.facts)) {
    errors.push({
      rule: "calculation-inconsistent",
      message,
      fact: { concept: total.concept, id: total.id },
    });
  }
  return { errors, factCount: doc.facts.length };
}

/** Validates a report package (.xbri bytes). */
export function validateXbrlPackage(bytes: Uint8Array): XbrlValidation {
  const report = packageReport(bytes);
  if ("problems" in report) return { ok: false, errors: report.problems, factCount: 0, report: null };
  const { errors, factCount } = validateInlineXbrl(report.xhtml);
  return { ok: errors.length === 0, errors, factCount, report: report.path };
}
