/**
 * The year's emissions by gas and the CO2 outside the scopes, for ESRS E1-6 (AR 39 b: by gas where material;
 * AR 43 c: biogenic CO2 from biomass combustion reported separately) and GRI 305-1 b-c, 305-2 c, 305-3 b-c.
 */
import { num } from "../assessment/format";
import { gwpBasisLabel } from "../ghg";
import type { CsvCell } from "./csv";
import type { ReportData, YearEmissions } from "./data";
import type { ReportBlock } from "./document";

export const GAS_LABELS = [
  ["co2", "Carbon dioxide (CO2)"],
  ["ch4", "Methane (CH4)"],
  ["n2o", "Nitrous oxide (N2O)"],
  ["hfc", "Hydrofluorocarbons (HFCs)"],
  ["pfc", "Perfluorocarbons (PFCs)"],
  ["sf6", "Sulphur hexafluoride (SF6)"],
  ["nf3", "Nitrogen trifluoride (NF3)"],
  ["unsplit", "Not split by gas (factor source gives CO2e only)"],
] as const;

function basisNote(d: ReportData): string {
  return `Location-based, all scopes; the gases sum to the total. GWP basis: ${d.basis.gwpBasis}. Refrigerant leaks are kg leaked × GWP-100 (blends by their ASHRAE 34 composition); fuels, electricity, heat and travel are split by gas as DESNZ 2024 and the US EPA GHG Emission Factors Hub 2024 publish them.`;
}

/** ESRS E1-6: the gases table of the reporting year. */
export function gasesTable(d: ReportData): ReportBlock | null {
  const y = d.current;
  if (!y) return null;
  return {
    kind: "table",
    columns: [
      { header: `Greenhouse gas (${y.year})`, width: 5 },
      { header: "t CO2e", align: "right", width: 2.4 },
    ],
    rows: [
      ...GAS_LABELS.map(([key, label]) => [label, num(y.gases.byGas[key], 2)]),
      ["Total (location-based)", num(y.totalLocation, 2)],
    ],
    note: basisNote(d),
  };
}

/** ESRS E1-6 / GRI 305-1 c: biogenic CO2 and Montreal Protocol gases, neither in any scope. */
export function outsideScopesTable(d: ReportData): ReportBlock | null {
  const y = d.current;
  if (!y) return null;
  return {
    kind: "table",
    columns: [
      { header: `Outside scopes 1-3 (${y.year})`, width: 5 },
      { header: "Tonnes", align: "right", width: 2.4 },
    ],
    rows: [
      ["Biogenic CO2 (biofuel blends, biomass, UK grid electricity), t CO2", num(y.gases.biogenicCo2, 2)],
      [
        "Montreal Protocol gases leaked (CFCs, HCFCs such as R-22), t CO2e memo",
        num(y.gases.montrealProtocolGases, 2),
      ],
    ],
    note: "Biogenic CO2 uses DESNZ 2024 'outside of scopes' factors for the average biofuel blends of diesel and petrol, for the biomass, biogas and biofuels burnt (wood, straw, biogas, biodiesel, HVO, bioethanol and others) and for the biomass burnt in UK electricity generation (per kWh used, as DESNZ asks for all electricity); it is not part of the scope totals (GHG Protocol Corporate Standard ch. 9). Montreal Protocol gases are recorded and reported apart, never in scope 1.",
  };
}

/** GRI 305-1 b-c, 305-2 c, 305-3 b-c: one row per gas and the CO2 outside the scopes. */
export function gasRows(d: ReportData, y: YearEmissions): CsvCell[][] {
  const note = basisNote(d);
  return [
    ...GAS_LABELS.map(([key, label]): CsvCell[] => [
      "305-1",
      "Gases included in the calculation (305-1 b, 305-2 c, 305-3 b)",
      y.year,
      "Scopes 1, 2 (location-based) and 3",
      label,
      Math.round(y.gases.byGas[key] * 100) / 100,
      "t CO2e",
      key === "co2" ? note : null,
    ]),
    [
      "305-1",
      "Biogenic CO2 emissions (305-1 c, 305-3 c)",
      y.year,
      "Outside of scopes",
      "Biogenic CO2",
      Math.round(y.gases.biogenicCo2 * 100) / 100,
      "t CO2",
      "DESNZ 2024 'outside of scopes' factors (average biofuel blends, biomass and biofuels burnt, UK grid electricity); not in the scope totals",
    ],
    [
      "305-1",
      "Montreal Protocol gases (outside the scopes)",
      y.year,
      "Outside of scopes",
      "CFCs and HCFCs leaked",
      Math.round(y.gases.montrealProtocolGases * 100) / 100,
      "t CO2e",
      `Memo at ${gwpBasisLabel(d.basis.gwpSetting)}; recorded and reported apart, never in scope 1`,
    ],
  ];
}
