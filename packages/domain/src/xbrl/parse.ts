/**
 * Parses an Inline XBRL document (XHTML, namespace-aware, with @xmldom/xmldom) into its contexts, units and
 * facts as written, for the reader and the validator. QNames are resolved through the document's own
 * namespace declarations and returned with canonical prefixes (taxonomy.ts).
 */
import { DOMParser, type Element } from "@xmldom/xmldom";
import { canonicalQName, NS } from "./namespaces";

export type ParsedPeriod = { start: string; end: string } | { instant: string };

export type ParsedContext = {
  id: string;
  entity: { scheme: string; value: string } | null;
  period: ParsedPeriod | null;
  /** axis → member (explicit dimensions) */
  dimensions: Record<string, string>;
};

/** "utr:tCO2e" or "utr:tCO2e/iso4217:EUR" */
export type ParsedUnit = { id: string; numerator: string[]; denominator: string[] };

export type ParsedFact = {
  id: string | null;
  kind: "nonFraction" | "nonNumeric";
  concept: string;
  contextRef: string | null;
  unitRef: string | null;
  decimals: string | null;
  scale: number;
  negative: boolean;
  format: string | null;
  text: string;
};

export type ParsedDocument = {
  errors: string[];
  rootOk: boolean;
  headerCount: number;
  schemaRefs: string[];
  contexts: Map<string, ParsedContext>;
  units: Map<string, ParsedUnit>;
  facts: ParsedFact[];
};

function children(el: Element, ns: string, local: string): Element[] {
  return Array.from(el.getElementsByTagNameNS(ns, local));
}

function first(el: Element, ns: string, local: string): Element | null {
  return children(el, ns, local)[0] ?? null;
}

const text = (el: Element | null) => (el?.textContent ?? "").trim();

/** A QName in element content or an attribute, resolved against the element's in-scope namespaces. */
function resolveQName(el: Element, qname: string): string {
  const trimmed = qname.trim();
  const colon = trimmed.indexOf(":");
  const prefix = colon < 0 ? null : trimmed.slice(0, colon);
  const local = colon < 0 ? trimmed : trimmed.slice(colon + 1);
  return canonicalQName(el.lookupNamespaceURI(prefix), local);
}

function parseContext(el: Element): ParsedContext {
  const identifier = first(el, NS.xbrli, "identifier");
  const instant = first(el, NS.xbrli, "instant");
  const start = first(el, NS.xbrli, "startDate");
  const end = first(el, NS.xbrli, "endDate");
  const period: ParsedPeriod | null = instant
    ? { instant: text(instant) }
    : start && end
      ? { start: text(start), end: text(end) }
      : null;
  const dimensions: Record<string, string> = {};
  for (const m of children(el, NS.xbrldi, "explicitMember")) {
    dimensions[resolveQName(m, m.getAttribute("dimension") ?? "")] = resolveQName(m, text(m));
  }
  return {
    id: el.getAttribute("id") ?? "",
    entity: identifier ? { scheme: identifier.getAttribute("scheme") ?? "", value: text(identifier) } : null,
    period,
    dimensions,
  };
}

function parseUnit(el: Element): ParsedUnit {
  const measures = (parent: Element | null) =>
    parent ? children(parent, NS.xbrli, "measure").map((m) => resolveQName(m, text(m))) : [];
  const divide = first(el, NS.xbrli, "divide");
  return divide
    ? {
        id: el.getAttribute("id") ?? "",
        numerator: measures(first(divide, NS.xbrli, "unitNumerator")),
        denominator: measures(first(divide, NS.xbrli, "unitDenominator")),
      }
    : { id: el.getAttribute("id") ?? "", numerator: measures(el), denominator: [] };
}

export function unitText(unit: ParsedUnit): string {
  const num = unit.numerator.join("*");
  return unit.denominator.length ? `${num}/${unit.denominator.join("*")}` : num;
}

function parseFact(el: Element, kind: ParsedFact["kind"]): ParsedFact {
  const attr = (name: string) => (el.hasAttribute(name) ? el.getAttribute(name) : null);
  return {
    id: attr("id"),
    kind,
    concept: resolveQName(el, attr("name") ?? ""),
    contextRef: attr("contextRef"),
    unitRef: attr("unitRef"),
    decimals: attr("decimals"),
    scale: Number(attr("scale") ?? 0) || 0,
    negative: attr("sign") === "-",
    format: attr("format"),
    text: el.textContent ?? "",
  };
}

export function parseInlineXbrl(xhtml: string): ParsedDocument {
  const errors: string[] = [];
  const empty: ParsedDocument = {
    errors,
    rootOk: false,
    headerCount: 0,
    schemaRefs: [],
    contexts: new Map(),
    units: new Map(),
    facts: [],
  };
  let doc: ReturnType<DOMParser["parseFromString"]>;
  try {
    doc = new DOMParser({
      onError: (level, message) => {
        if (level !== "warning") errors.push(message);
      },
    }).parseFromString(xhtml, "application/xhtml+xml");
  } catch (error) {
    errors.push(error instanceof Error ? error.message : String(error));
    return empty;
  }
  const root = doc.documentElement;
  if (errors.length > 0 || !root) return empty;
  const contexts = new Map(
    children(root, NS.xbrli, "context").map((c) => [c.getAttribute("id") ?? "", parseContext(c)]),
  );
  const units = new Map(
    children(root, NS.xbrli, "unit").map((u) => [u.getAttribute("id") ?? "", parseUnit(u)]),
  );
  return {
    errors,
    rootOk: root.namespaceURI === NS.xhtml && root.localName === "html",
    headerCount: children(root, NS.ix, "header").length,
    schemaRefs: children(root, NS.link, "schemaRef").map((s) => s.getAttributeNS(NS.xlink, "href") ?? ""),
    contexts,
    units,
    facts: [
      ...children(root, NS.ix, "nonFraction").map((f) => parseFact(f, "nonFraction")),
      ...children(root, NS.ix, "nonNumeric").map((f) => parseFact(f, "nonNumeric")),
    ],
  };
}

/** The value of a numeric fact: its text read as ixt:num-dot-decimal, times 10^scale, with its sign. */
export function numericValue(fact: ParsedFact): number | null {
  const cleaned = fact.text.trim().replace(/,/g, "");
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const value = Number(cleaned) * 10 ** fact.scale;
  // Scaling by a power of ten in binary floating point leaves noise past the fact's own precision.
  const precise = Number(value.toPrecision(15));
  return fact.negative ? -precise : precise;
}
