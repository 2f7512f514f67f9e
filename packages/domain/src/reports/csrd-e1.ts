/** CSRD: draft ESRS E1 Climate change disclosure (E1-4 targets, E1-6 gross emissions and intensity). */
import { num } from "../assessment/format";
import { periodText } from "./basis";
import { intensityPerMillion, moneyMillions, perMillionLabel, type ReportData } from "./data";
import { REPORT_CATALOGUE, type ReportBlock, type ReportDocument } from "./document";
import { energyMixBlocks, etsShareBlock, screeningBlocks } from "./energy-and-screening";
import { gasesTable, outsideScopesTable } from "./gases";
import {
  basisBlock,
  emissionsTable,
  factorSourcesTable,
  fmtDate,
  methodologyItems,
  sourcesTable,
  targetsTable,
} from "./shared";
import { highUncertaintyBlocks, measurementUncertaintyBlocks, primaryDataBlocks } from "./uncertainty";

function intensityBlock(d: ReportData): ReportBlock {
  const { current } = d;
  if (!current) return { kind: "paragraph", text: "Intensity needs a year of emissions data." };
  if (!d.revenue) {
    return {
      kind: "paragraph",
      text: `No net revenue is recorded for ${current.year}, so the GHG intensity per net revenue (E1-6 paragraph 53) cannot be calculated yet: add it in Settings → Company.`,
    };
  }
  const loc = intensityPerMillion(current.totalLocation, d.revenue) as number;
  const mkt = intensityPerMillion(current.totalMarket, d.revenue) as number;
  return {
    kind: "table",
    columns: [
      { header: `GHG intensity per net revenue (${current.year})`, width: 5 },
      { header: perMillionLabel(d.revenue), align: "right", width: 2.4 },
    ],
    rows: [
      ["Total GHG emissions (location-based) per net revenue", num(loc, 1)],
      ["Total GHG emissions (market-based) per net revenue", num(mkt, 1)],
    ],
    note: `Net revenue: ${moneyMillions(d.revenue)} (annual revenue on file).${current.complete ? "" : ` ${current.year} is a partial year: the intensity covers only the months with data.`}`,
  };
}

/** The year's emissions by site under the consolidation approach (only when sites are entered). */
function sitesBlock(d: ReportData): ReportBlock | null {
  const { current } = d;
  if (!current || current.bySite.length === 0) return null;
  return {
    kind: "table",
    columns: [
      { header: `Site (${current.year})`, width: 4 },
      { header: "t CO2e (location-based)", align: "right", width: 2.4 },
      { header: "t CO2e (market-based)", align: "right", width: 2.4 },
    ],
    rows: current.bySite.map((s) => [s.name, num(s.tonnes, 1), num(s.marketTonnes, 1)]),
    note:
      d.basis.consolidationApproach === "equity_share"
        ? "Equity share approach: each site counts at its ownership share; activities without a site count in full."
        : "Control approach: each site in the boundary counts in full.",
  };
}

function risksBlock(d: ReportData): ReportBlock {
  if (d.climateRisks.length === 0) {
    return { kind: "paragraph", text: "No climate-related risks are recorded in the ESG risk register yet." };
  }
  return {
    kind: "table",
    columns: [
      { header: "Climate-related risk", width: 4 },
      { header: "Level", width: 1.2 },
      { header: "Status", width: 1.2 },
      { header: "Mitigation", width: 5 },
    ],
    rows: d.climateRisks.map((r) => [
      r.riskType,
      r.riskLevel,
      r.status,
      r.mitigationStrategy ?? "None recorded",
    ]),
  };
}

export function buildCsrdE1Report(d: ReportData): ReportDocument {
  const { year, isPartial } = d.basis;
  const period =
    year === null ? "no reporting year yet" : `financial year ${year}${isPartial ? " (partial year)" : ""}`;
  const sources = sourcesTable(d);
  const sites = sitesBlock(d);
  const gases = gasesTable(d);
  const outside = outsideScopesTable(d);
  return {
    title: REPORT_CATALOGUE.CSRD.title,
    subtitle: `${d.company.name} - ${period} - draft, not assured`,
    meta: [
      ["Undertaking", d.company.name],
      ["Sector", d.company.industry],
      ["Reporting period", periodText(d)],
      ["Net revenue", d.revenue ? moneyMillions(d.revenue) : "not on file"],
      ["Generated", fmtDate(d.generatedAt)],
    ],
    sections: [
      {
        heading: "About this draft",
        blocks: [
          {
            kind: "paragraph",
            text: `Draft of the ESRS E1 Climate change disclosures (Commission Delegated Regulation (EU) 2023/2772) for ${d.company.name}, generated from the emissions, targets and risks recorded in the platform on the date above. It has not been reviewed or assured; the figures follow the data and change as data is added.`,
          },
        ],
      },
      { heading: "Reporting basis", blocks: [basisBlock(d)] },
      { heading: "E1-5 Energy consumption and mix", blocks: energyMixBlocks(d) },
      {
        heading: "E1-6 Gross Scopes 1, 2, 3 and total GHG emissions",
        blocks: [
          emissionsTable(d, { scope3Prefix: "  Scope 3 category " }),
          ...primaryDataBlocks(d, " (E1-6)"),
          etsShareBlock(d),
          intensityBlock(d),
        ],
      },
      {
        heading: "ESRS 2 BP-2 Metrics subject to high measurement uncertainty",
        blocks: highUncertaintyBlocks(d),
      },
      ...(gases && outside
        ? [
            {
              heading: "E1-6 GHG emissions by gas, and biogenic CO2 outside the scopes",
              blocks: [gases, outside],
            },
          ]
        : []),
      { heading: "E1-6 Scope 3 categories included and excluded", blocks: screeningBlocks(d) },
      ...(sources ? [{ heading: "Scope 1 and 2 emissions by source", blocks: [sources] }] : []),
      ...(sites ? [{ heading: "Emissions by site (organisational boundary)", blocks: [sites] }] : []),
      { heading: "E1-4 Targets related to climate change mitigation", blocks: [targetsTable(d)] },
      { heading: "Material climate-related risks (ESRS 2 SBM-3, IRO-1)", blocks: [risksBlock(d)] },
      { heading: "Methodology", blocks: [{ kind: "list", items: methodologyItems(d, "ESRS") }] },
      { heading: "Measurement uncertainty", blocks: measurementUncertaintyBlocks(d) },
      { heading: "Emission factor sources", blocks: [factorSourcesTable(d)] },
    ],
    footer: `${d.company.name} - ESRS E1 draft - generated ${d.generatedAt}`,
  };
}
