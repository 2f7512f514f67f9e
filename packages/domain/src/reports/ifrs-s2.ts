/** ISSB: summary of the IFRS S2 cross-industry metrics (paragraph 29) and climate targets (paragraphs 33-36). */
import { num } from "../assessment/format";
import { periodText } from "./basis";
import { intensityPerMillion, moneyMillions, perMillionLabel, type ReportData } from "./data";
import { REPORT_CATALOGUE, type ReportBlock, type ReportDocument } from "./document";
import { screeningBlocks } from "./energy-and-screening";
import { gasesTable, outsideScopesTable } from "./gases";
import {
  basisBlock,
  emissionsTable,
  factorSourcesTable,
  fmtDate,
  methodologyItems,
  targetsTable,
} from "./shared";
import { highUncertaintyBlocks, measurementUncertaintyBlocks, primaryDataBlocks } from "./uncertainty";

const PHYSICAL = /physical|flood|heat|water|drought|storm|wildfire|sea level|precipitation/i;

/** Physical or transition, by the words of the risk (IFRS S2 paragraph 10 distinguishes the two). */
export function climateRiskType(riskType: string): "Physical" | "Transition" {
  return PHYSICAL.test(riskType) ? "Physical" : "Transition";
}

function risksBlocks(d: ReportData): ReportBlock[] {
  if (d.climateRisks.length === 0) {
    return [
      { kind: "paragraph", text: "No climate-related risks are recorded in the ESG risk register yet." },
    ];
  }
  const physical = d.climateRisks.filter((r) => climateRiskType(r.riskType) === "Physical");
  const active = d.climateRisks.filter((r) => r.status === "active");
  return [
    {
      kind: "keyValues",
      items: [
        ["Climate-related risks recorded", num(d.climateRisks.length)],
        ["of which transition risks (29(b))", num(d.climateRisks.length - physical.length)],
        ["of which physical risks (29(c))", num(physical.length)],
        ["Active (not yet mitigated)", num(active.length)],
      ],
    },
    {
      kind: "table",
      columns: [
        { header: "Risk", width: 4 },
        { header: "Type", width: 1.3 },
        { header: "Level", width: 1.1 },
        { header: "Status", width: 1.2 },
        { header: "Mitigation", width: 4.6 },
      ],
      rows: d.climateRisks.map((r) => [
        r.riskType,
        climateRiskType(r.riskType),
        r.riskLevel,
        r.status,
        r.mitigationStrategy ?? "None recorded",
      ]),
      note: "Amounts and percentages of assets or business activities exposed are not recorded in the platform.",
    },
  ];
}

function intensityBlock(d: ReportData): ReportBlock | null {
  const { current, revenue } = d;
  if (!current) return null;
  if (!revenue)
    return {
      kind: "keyValues",
      items: [[`GHG intensity ${current.year}`, d.intensityNote ?? "Not calculated"]],
    };
  const per = (t: number) => num(intensityPerMillion(t, revenue) as number, 1);
  const label = (scopes: string, method: string) =>
    `GHG intensity ${current.year}${current.complete ? "" : " (partial year)"}, ${scopes}, ${method} (${perMillionLabel(revenue)})`;
  return {
    kind: "keyValues",
    items: [
      [label("scopes 1-3", "location-based"), per(current.totalLocation)],
      [label("scopes 1-3", "market-based"), per(current.totalMarket)],
      [label("scopes 1-2", "location-based"), per(current.scope1 + current.scope2Location)],
      [label("scopes 1-2", "market-based"), per(current.scope1 + current.scope2Market)],
      ["Revenue used", `${moneyMillions(revenue)} (annual revenue on file)`],
    ],
  };
}

export function buildIfrsS2Report(d: ReportData): ReportDocument {
  const { year, isPartial } = d.basis;
  const intensity = intensityBlock(d);
  // Paragraph 29(a)(i) aggregates the seven Kyoto gases into CO2e; the split and the CO2 outside the scopes
  // (B19-B20: biogenic CO2 is not part of the scopes) are shown beside it, as in the ESRS E1 draft.
  const gases = [gasesTable(d), outsideScopesTable(d)].filter((b): b is ReportBlock => b !== null);
  return {
    title: REPORT_CATALOGUE.ISSB.title,
    subtitle: `${d.company.name} - ${year === null ? "no reporting year yet" : `reporting period ${year}${isPartial ? " (partial year)" : ""}`}`,
    meta: [
      ["Entity", d.company.name],
      ["Industry", d.company.industry],
      ["Reporting period", periodText(d)],
      ["Measurement approach", "GHG Protocol Corporate Standard (2004)"],
      ["Generated", fmtDate(d.generatedAt)],
    ],
    sections: [
      {
        heading: "Scope of this summary",
        blocks: [
          {
            kind: "paragraph",
            text: "The cross-industry metrics of IFRS S2 Climate-related Disclosures (paragraph 29) and the entity's climate-related targets (paragraphs 33-36), generated from the data recorded in the platform. A working summary for preparers, not a complete IFRS S2 disclosure: governance, strategy and risk-management narratives are outside it.",
          },
        ],
      },
      { heading: "Reporting basis", blocks: [basisBlock(d)] },
      {
        heading: "Greenhouse gas emissions (paragraph 29(a))",
        blocks: [emissionsTable(d, { scope3Prefix: "  Category " }), ...(intensity ? [intensity] : [])],
      },
      ...(gases.length > 0
        ? [{ heading: "Greenhouse gases and CO2 outside the scopes (paragraph 29(a)(i))", blocks: gases }]
        : []),
      { heading: "Scope 3 categories measured (paragraph 29(a)(vi))", blocks: screeningBlocks(d) },
      { heading: "Climate-related risks (paragraphs 29(b) and 29(c))", blocks: risksBlocks(d) },
      {
        heading: "Other cross-industry metrics (paragraphs 29(d)-(g))",
        blocks: [
          {
            kind: "list",
            items: [
              "Climate-related opportunities (29(d)): not recorded in the platform.",
              "Capital deployment towards climate-related risks and opportunities (29(e)): not recorded.",
              "Internal carbon price (29(f)): none recorded.",
              "Share of executive remuneration linked to climate considerations (29(g)): not recorded.",
            ],
          },
        ],
      },
      { heading: "Climate-related targets (paragraphs 33-36)", blocks: [targetsTable(d)] },
      {
        heading: "Measurement approach and inputs (paragraph 29(a)(iii))",
        blocks: [{ kind: "list", items: methodologyItems(d, "IFRS") }],
      },
      {
        heading: "Measurement uncertainty (IFRS S1 paragraphs 77-82)",
        blocks: [...highUncertaintyBlocks(d), ...primaryDataBlocks(d), ...measurementUncertaintyBlocks(d)],
      },
      { heading: "Emission factor sources", blocks: [factorSourcesTable(d)] },
    ],
    footer: `${d.company.name} - IFRS S2 metrics summary - generated ${d.generatedAt}`,
  };
}
