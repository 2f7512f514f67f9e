/**
 * The energy mix (ESRS E1-5, GRI 302-1), the scope 3 screening (ESRS E1-6 AR 46, IFRS S2 29(a)(vi)) and the
 * share of scope 1 under an emissions trading scheme (ESRS E1-6 paragraph 48(b)) as report blocks and rows.
 * Each reads what the report's service loaded for the chosen year; absent, the block says what is missing.
 */
import { num } from "../assessment/format";
import type { CarbonEnergy } from "../carbon-energy";
import { SCOPE3_STATUS_LABELS, type Scope3Screening, scope3Boundary } from "../carbon-scope3-screening";
import { OWN_FACTOR_LABEL, PRIMARY_DATA_LABEL, primaryDataShareText } from "../scope3-primary-data";
import type { CsvCell } from "./csv";
import type { ReportData } from "./data";
import type { ReportBlock } from "./document";

/** What the report's service adds to the data for the chosen year. */
export type ReportYearExtras = {
  energy?: CarbonEnergy | null;
  scope3Screening?: Scope3Screening | null;
  etsShareOfScope1Pct?: number | null;
};

const pctText = (p: number | null) => (p === null ? "-" : `${num(p, 1)}%`);

/** ESRS E1-5 table (AR 34): every line in MWh, the totals and shares, and the intensity per net revenue. */
export function energyMixBlocks(d: ReportData): ReportBlock[] {
  const e = d.energy;
  if (!e) return [{ kind: "paragraph", text: "Energy consumption needs a reporting year with data." }];
  if (e.totalMWh === 0)
    return [
      {
        kind: "paragraph",
        text: `No fuel, electricity or heat consumption is recorded for ${e.year}: upload energy bills and fuel receipts to complete E1-5.`,
      },
    ];
  const line = (key: string) => e.lines.find((l) => l.line === key)?.mwh ?? 0;
  const row = (label: string, mwh: number): string[] => [label, num(mwh, 1)];
  return [
    {
      kind: "table",
      columns: [
        { header: `Energy consumption and mix (${e.year})`, width: 6 },
        { header: "MWh", align: "right", width: 1.6 },
      ],
      rows: [
        row("(1) Fuel consumption from coal and coal products", line("coal")),
        row("(2) Fuel consumption from crude oil and petroleum products", line("oil")),
        row("(3) Fuel consumption from natural gas", line("natural_gas")),
        row("(4) Fuel consumption from other fossil sources", line("other_fossil")),
        row(
          "(5) Purchased electricity, heat, steam and cooling from fossil sources",
          line("purchased_fossil"),
        ),
        row("(6) Total fossil energy consumption", e.fossilMWh),
        ["Share of fossil sources in total energy consumption", pctText(e.fossilSharePct)],
        row("(7) Consumption from nuclear sources", e.nuclearMWh),
        ["Share of consumption from nuclear sources", pctText(e.nuclearSharePct)],
        row("(8) Fuel consumption from renewable sources, including biomass", line("renewable_fuels")),
        row(
          "(9) Purchased electricity, heat, steam and cooling from renewable sources",
          line("purchased_renewable"),
        ),
        row("(10) Self-generated non-fuel renewable energy", line("self_generated_renewable")),
        row("(11) Total renewable energy consumption", e.renewableMWh),
        ["Share of renewable sources in total energy consumption", pctText(e.renewableSharePct)],
        row("Total energy consumption", e.totalMWh),
        [
          "Energy intensity per net revenue",
          e.intensityMWhPerRevenue === null
            ? (e.intensityNote ?? "-")
            : `${num(e.intensityMWhPerRevenue, 2)} ${e.intensityUnit ?? ""}`.trim(),
        ],
      ],
    },
    { kind: "list", items: e.notes },
  ];
}

/** ESRS E1-6 48(b): the percentage of scope 1 from regulated emissions trading schemes. */
export function etsShareBlock(d: ReportData): ReportBlock {
  const p = d.etsShareOfScope1Pct;
  return {
    kind: "keyValues",
    items: [
      [
        "Percentage of Scope 1 GHG emissions from regulated emission trading schemes",
        p === null || p === undefined ? "No scope 1 emissions in the year" : `${num(p, 1)}%`,
      ],
    ],
  };
}

/** Scope 3 categories included and excluded with the reasons, and the share from primary data. */
export function screeningBlocks(d: ReportData): ReportBlock[] {
  const s = d.scope3Screening;
  if (!s) return [{ kind: "paragraph", text: "The scope 3 screening needs a reporting year." }];
  const { included, excluded, unscreened } = scope3Boundary(s);
  return [
    {
      kind: "table",
      columns: [
        { header: `Scope 3 category (${s.year})`, width: 4.2 },
        { header: "Status", width: 1.5 },
        { header: "t CO2e", align: "right", width: 1.3 },
        { header: "Method or reason", width: 4.5 },
      ],
      rows: s.categories.map((c) => [
        `${c.category}. ${c.name}`,
        SCOPE3_STATUS_LABELS[c.status],
        c.tCO2e === null ? "-" : num(c.tCO2e, 1),
        (c.status === "not_relevant" ? c.justification : c.method) ?? "-",
      ]),
      note: `Included: ${included.length ? included.map((c) => c.category).join(", ") : "none"}. Excluded as not relevant: ${excluded.length ? excluded.map((c) => c.category).join(", ") : "none"}. Not yet screened: ${unscreened.length ? unscreened.map((c) => c.category).join(", ") : "none"}.`,
    },
    {
      kind: "keyValues",
      items: [
        [PRIMARY_DATA_LABEL, primaryDataShareText(s.primaryDataSharePct, s.year, s.scope3Tonnes)],
        [
          OWN_FACTOR_LABEL,
          s.ownFactorSharePct === null
            ? "No scope 3 emissions in the year"
            : `${s.ownFactorSharePct.toFixed(1)}% of ${s.year} scope 3 emissions`,
        ],
      ],
    },
    { kind: "paragraph", text: `${s.primaryDataNote} ${s.ownFactorNote}` },
  ];
}

const NON_RENEWABLE_FUELS = new Set(["coal", "oil", "natural_gas", "other_fossil"]);
const sumLines = (e: CarbonEnergy, lines: ReadonlySet<string>) =>
  Math.round(e.lines.filter((l) => lines.has(l.line)).reduce((s, l) => s + l.mwh, 0) * 1000) / 1000;

/** GRI 302-1 rows (energy consumption within the organisation), in the GRI table's columns. */
export function gri302Rows(d: ReportData): CsvCell[][] {
  const e = d.energy;
  if (!e) return [];
  const R = "Energy consumption within the organization";
  const note = e.notes[0] ?? null;
  const row = (scope: string, item: string, value: number | null, unit: string | null, n: string | null) =>
    ["302-1", R, e.year, scope, item, value, unit, n] as CsvCell[];
  return [
    row("Fuel", "Non-renewable sources", sumLines(e, NON_RENEWABLE_FUELS), "MWh", note),
    row(
      "Fuel",
      "Renewable sources",
      e.lines.find((l) => l.line === "renewable_fuels")?.mwh ?? 0,
      "MWh",
      null,
    ),
    ...e.byCarrier.map((c) => row("By carrier", c.label, c.mwh, "MWh", c.source)),
    row("All", "Total energy consumption", e.totalMWh, "MWh", null),
    row("All", "Renewable share", e.renewableSharePct, "%", null),
    row(
      "All",
      "Energy intensity (302-3)",
      e.intensityMWhPerRevenue,
      e.intensityUnit,
      e.intensityMWhPerRevenue === null ? e.intensityNote : null,
    ),
  ];
}
