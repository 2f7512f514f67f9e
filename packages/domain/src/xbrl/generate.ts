/**
 * Inline XBRL 1.1 generator: one XHTML document that reads as a report (entity, period, tables with labels)
 * and whose figures are ix:nonFraction / ix:nonNumeric facts, with the contexts, units and the taxonomy
 * entry point in a hidden ix:header.
 */
import { type ContextKey, type PlannedFact, planSections, planWarnings, type UnitKey } from "./facts-plan";
import { entityIdentifier, XBRL_REPORT_TITLES, type XbrlReportInput } from "./figures";
import { ENTRY_POINTS, NS } from "./namespaces";

export type GeneratedXbrl = { xhtml: string; warnings: string[]; facts: PlannedFact[] };

export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** "1,234.56": the ixt:num-dot-decimal format the facts declare. */
export function formatNumber(value: number, decimals: number): string {
  const [whole, fraction] = Math.abs(value).toFixed(decimals).split(".");
  const grouped = (whole as string).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction ? `${grouped}.${fraction}` : grouped;
}

const UNIT_IDS: Record<UnitKey, string> = {
  tCO2e: "u-tCO2e",
  MWh: "u-MWh",
  currency: "u-currency",
  intensity: "u-tCO2e-per-currency",
  pure: "u-pure",
};

function unitXml(key: UnitKey, currency: string): string {
  const id = UNIT_IDS[key];
  switch (key) {
    case "tCO2e":
      return `<xbrli:unit id="${id}"><xbrli:measure>utr:tCO2e</xbrli:measure></xbrli:unit>`;
    case "MWh":
      return `<xbrli:unit id="${id}"><xbrli:measure>utr:MWh</xbrli:measure></xbrli:unit>`;
    case "currency":
      return `<xbrli:unit id="${id}"><xbrli:measure>iso4217:${currency}</xbrli:measure></xbrli:unit>`;
    case "pure":
      return `<xbrli:unit id="${id}"><xbrli:measure>xbrli:pure</xbrli:measure></xbrli:unit>`;
    case "intensity":
      return `<xbrli:unit id="${id}"><xbrli:divide><xbrli:unitNumerator><xbrli:measure>utr:tCO2e</xbrli:measure></xbrli:unitNumerator><xbrli:unitDenominator><xbrli:measure>iso4217:${currency}</xbrli:measure></xbrli:unitDenominator></xbrli:divide></xbrli:unit>`;
  }
}

const CONTEXT_IDS: Record<ContextKey, string> = {
  current: "c-current",
  baseline: "c-baseline",
  end: "c-end",
  renewable: "c-energy-renewable",
  nonRenewable: "c-energy-non-renewable",
};

function contextXml(key: ContextKey, input: XbrlReportInput): string {
  const entity = entityIdentifier(input.entity);
  const period =
    key === "end"
      ? `<xbrli:instant>${input.period.end}</xbrli:instant>`
      : key === "baseline" && input.baseline
        ? `<xbrli:startDate>${input.baseline.period.start}</xbrli:startDate><xbrli:endDate>${input.baseline.period.end}</xbrli:endDate>`
        : `<xbrli:startDate>${input.period.start}</xbrli:startDate><xbrli:endDate>${input.period.end}</xbrli:endDate>`;
  // Each taxonomy has its own axis for the base year column of its tables.
  const baselineMember: [string, string] =
    input.type === "esrs-e1"
      ? ["esrs:CurrentlyStatedBaselineMilestonesOrTargetYearsAxis", "esrs:BaselineYearMember"]
      : ["vsme:ReportingScopesAxis", "vsme:BaselineYearMember"];
  const member: Partial<Record<ContextKey, [string, string]>> = {
    baseline: baselineMember,
    renewable: ["vsme:BreakdownOfEnergyConsumptionAxis", "vsme:RenewableEnergyMember"],
    nonRenewable: ["vsme:BreakdownOfEnergyConsumptionAxis", "vsme:NonRenewableEnergyMember"],
  };
  const dim = member[key];
  const scenario = dim
    ? `<xbrli:scenario><xbrldi:explicitMember dimension="${dim[0]}">${dim[1]}</xbrldi:explicitMember></xbrli:scenario>`
    : "";
  return `<xbrli:context id="${CONTEXT_IDS[key]}"><xbrli:entity><xbrli:identifier scheme="${escapeXml(entity.scheme)}">${escapeXml(entity.value)}</xbrli:identifier></xbrli:entity><xbrli:period>${period}</xbrli:period>${scenario}</xbrli:context>`;
}

function factXml(fact: PlannedFact, index: number): string {
  const id = `f${index + 1}`;
  if (fact.unit === null) {
    return `<ix:nonNumeric name="${fact.concept}" contextRef="${CONTEXT_IDS[fact.context]}" id="${id}">${escapeXml(String(fact.value))}</ix:nonNumeric>`;
  }
  const shown = fact.shown as number;
  const shownDecimals = (fact.decimals ?? 0) + (fact.scale ?? 0);
  const sign = shown < 0 ? ' sign="-"' : "";
  const scale = fact.scale ?? 0;
  return `${shown < 0 ? "-" : ""}<ix:nonFraction name="${fact.concept}" contextRef="${CONTEXT_IDS[fact.context]}" unitRef="${UNIT_IDS[fact.unit]}" decimals="${fact.decimals ?? 0}" scale="${scale}" format="ixt:num-dot-decimal"${sign} id="${id}">${formatNumber(shown, Math.max(0, shownDecimals))}</ix:nonFraction>`;
}

const STYLE =
  "body{font-family:Helvetica,Arial,sans-serif;color:#1e293b;max-width:860px;margin:2em auto;padding:0 1em}h1{color:#047857;font-size:1.5em}h2{color:#047857;font-size:1.1em;margin-top:1.6em}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e2e8f0;padding:.35em .5em;text-align:left}td.n{text-align:right;white-space:nowrap}.muted{color:#64748b}";

export function generateInlineXbrl(input: XbrlReportInput): GeneratedXbrl {
  const sections = planSections(input);
  const warnings = planWarnings(input);
  const facts = sections.flatMap((s) => s.facts);
  const usedContexts = [...new Set(facts.map((f) => f.context))];
  const currency = input.revenue?.currency ?? "EUR";
  const usedUnits = [...new Set(facts.map((f) => f.unit).filter((u): u is UnitKey => u !== null))];
  const entity = entityIdentifier(input.entity);
  const taxonomy = input.type === "vsme-b3" ? "vsme" : "esrs";
  const prefixDecl = taxonomy === "vsme" ? `xmlns:vsme="${NS.vsme}"` : `xmlns:esrs="${NS.esrs}"`;
  // The same figures, in document order, carry the same ids in the facts list and the body.
  let index = 0;
  const body = sections
    .map((section) => {
      const rows = section.facts.map((fact) => {
        const cell = factXml(fact, index++);
        if (fact.block) return `<tr><td>${escapeXml(fact.label)}</td><td>${cell}</td></tr>`;
        const unit =
          fact.unit === "tCO2e" || fact.unit === "MWh" ? ` ${fact.unit === "tCO2e" ? "t CO2e" : "MWh"}` : "";
        // The 95% range is read beside its figure; no taxonomy concept holds it, so it is not tagged.
        const range = fact.range === undefined ? "" : `<td class="n muted">${escapeXml(fact.range)}</td>`;
        return `<tr><td>${escapeXml(fact.label)}</td><td class="n">${cell}${unit}</td>${range}</tr>`;
      });
      const table = rows.length ? `<table><tbody>${rows.join("")}</tbody></table>` : "";
      const notes = (section.notes ?? []).map((n) => `<p>${escapeXml(n)}</p>`).join("");
      return `<h2>${escapeXml(section.heading)}</h2>${table}${notes}`;
    })
    .join("\n");
  const warningList = warnings.length
    ? `<h2>Notes on this package</h2><ul>${warnings.map((w) => `<li>${escapeXml(w)}</li>`).join("")}</ul>`
    : "";
  const title = XBRL_REPORT_TITLES[input.type];
  const xhtml = `<?xml version="1.0" encoding="UTF-8"?>
<html xmlns="${NS.xhtml}" xmlns:ix="${NS.ix}" xmlns:ixt="${NS.ixt}" xmlns:xbrli="${NS.xbrli}" xmlns:xbrldi="${NS.xbrldi}" xmlns:link="${NS.link}" xmlns:xlink="${NS.xlink}" xmlns:iso4217="${NS.iso4217}" xmlns:utr="${NS.utr}" ${prefixDecl} xml:lang="en">
<head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"/><title>${escapeXml(`${input.entity.name} – ${title} – ${input.year}`)}</title><style>${STYLE}</style></head>
<body>
<div style="display:none"><ix:header><ix:references><link:schemaRef xlink:type="simple" xlink:href="${ENTRY_POINTS[taxonomy]}"/></ix:references><ix:resources>
${usedContexts.map((c) => contextXml(c, input)).join("\n")}
${usedUnits.map((u) => unitXml(u, currency)).join("\n")}
</ix:resources></ix:header></div>
<h1>${escapeXml(title)}</h1>
<table><tbody>
<tr><td>Undertaking</td><td>${escapeXml(input.entity.name)}</td></tr>
<tr><td>Identifier</td><td>${escapeXml(entity.value)} <span class="muted">(${escapeXml(entity.scheme)})</span></td></tr>
<tr><td>Reporting period</td><td>${input.period.start} to ${input.period.end}${input.isPartial ? " (partial year)" : ""}</td></tr>
<tr><td>Generated</td><td>${escapeXml(input.generatedAt)} from the platform's data; draft, not assured</td></tr>
</tbody></table>
${body}
${warningList}
</body>
</html>
`;
  return { xhtml, warnings, facts };
}
