/**
 * Energy consumption and mix (ESRS E1-5 paragraphs 37-38, AR 32-34; GRI 302-1) from the stored scope 1 and 2
 * activities: every fuel, electricity and heat row in MWh, split into fossil (coal, oil, natural gas, other
 * fossil, purchased fossil energy), nuclear and renewable (fuels, purchased renewable energy, self-generated),
 * with the shares and the intensity per net revenue (E1-5 paragraph 40).
 * - Energy already in an energy unit counts as billed: UK gas bills are in kWh on the gross calorific basis.
 *   Biomass and biofuels are the exception: DESNZ gives their factors per net kWh or GJ, so such an amount is
 *   net and is scaled to gross with the fuel's two calorific values.
 * - Fuel volumes and masses convert with DESNZ's gross calorific values (ghg/calorific-values.ts).
 * - Biomass, biogases and pure biofuels (ghg/bioenergy.ts) are renewable fuels.
 * - Purchased electricity or heat is renewable for the kWh a renewable instrument covers (REGO, GO, REC; a
 *   PPA or supplier tariff at zero emissions, i.e. a green tariff); the rest is counted as fossil, because the
 *   factor library holds no residual-mix composition that would put part of it under nuclear or renewable.
 */
import { z } from "zod";
import { BIOENERGY_FUELS, isBioenergyFuel } from "./ghg/bioenergy";
import {
  CALORIFIC_VALUE_SOURCE,
  CALORIFIC_VALUES,
  grossPerBilledKWh,
  kWhPerLitre,
} from "./ghg/calorific-values";
import { parseUnit } from "./ghg/units";

export const energySourceSchema = /* @__PURE__ */ z.enum(["fossil", "nuclear", "renewable"]);
export type EnergySource = z.infer<typeof energySourceSchema>;

/** The rows of the ESRS E1-5 energy table (AR 34), in its order. */
export const energyLineSchema = /* @__PURE__ */ z.enum([
  "coal",
  "oil",
  "natural_gas",
  "other_fossil",
  "purchased_fossil",
  "nuclear",
  "renewable_fuels",
  "purchased_renewable",
  "self_generated_renewable",
]);
export type EnergyLine = z.infer<typeof energyLineSchema>;

export const ENERGY_LINE_LABELS: Readonly<Record<EnergyLine, string>> = {
  coal: "Fuel consumption from coal and coal products",
  oil: "Fuel consumption from crude oil and petroleum products",
  natural_gas: "Fuel consumption from natural gas",
  other_fossil: "Fuel consumption from other fossil sources",
  purchased_fossil:
    "Consumption of purchased or acquired electricity, heat, steam and cooling from fossil sources",
  nuclear: "Consumption from nuclear sources",
  renewable_fuels: "Fuel consumption from renewable sources, including biomass",
  purchased_renewable:
    "Consumption of purchased or acquired electricity, heat, steam and cooling from renewable sources",
  self_generated_renewable: "Consumption of self-generated non-fuel renewable energy",
};

const LINE_SOURCE: Readonly<Record<EnergyLine, EnergySource>> = {
  coal: "fossil",
  oil: "fossil",
  natural_gas: "fossil",
  other_fossil: "fossil",
  purchased_fossil: "fossil",
  nuclear: "nuclear",
  renewable_fuels: "renewable",
  purchased_renewable: "renewable",
  self_generated_renewable: "renewable",
};

type Carrier = { label: string; kind: "fuel"; line: EnergyLine } | { label: string; kind: "purchased" };

/** The energy carriers of the factor library's scope 1 and 2 activities. */
const CARRIERS: Readonly<Record<string, Carrier>> = {
  natural_gas: { label: "Natural gas", kind: "fuel", line: "natural_gas" },
  diesel: { label: "Diesel", kind: "fuel", line: "oil" },
  diesel_100pct_mineral: { label: "Diesel (100% mineral)", kind: "fuel", line: "oil" },
  fuel_oil: { label: "Fuel oil", kind: "fuel", line: "oil" },
  residual_fuel_oil: { label: "Residual fuel oil", kind: "fuel", line: "oil" },
  gas_oil: { label: "Gas oil", kind: "fuel", line: "oil" },
  heating_oil: { label: "Heating oil", kind: "fuel", line: "oil" },
  heating_oil_kerosene: { label: "Heating oil (kerosene)", kind: "fuel", line: "oil" },
  kerosene: { label: "Kerosene", kind: "fuel", line: "oil" },
  jet_fuel: { label: "Jet fuel", kind: "fuel", line: "oil" },
  lpg: { label: "LPG", kind: "fuel", line: "oil" },
  propane: { label: "Propane", kind: "fuel", line: "oil" },
  petrol: { label: "Petrol", kind: "fuel", line: "oil" },
  petrol_100pct_mineral: { label: "Petrol (100% mineral)", kind: "fuel", line: "oil" },
  electricity_grid: { label: "Electricity", kind: "purchased" },
  district_heat: { label: "Heat and steam", kind: "purchased" },
};

/** The carrier of an activity: the table above, or a biomass or biofuel as a renewable fuel. */
function carrierOf(activity: string): Carrier | undefined {
  if (Object.hasOwn(CARRIERS, activity)) return CARRIERS[activity];
  const bio = isBioenergyFuel(activity) ? BIOENERGY_FUELS[activity] : undefined;
  return bio ? { label: bio.label, kind: "fuel", line: "renewable_fuels" } : undefined;
}

/** Instruments that attest renewable generation whatever their stated rate. */
const RENEWABLE_CERTIFICATES = new Set(["rego", "go", "rec"]);

/** One stored scope 1 or 2 activity (or a group of like ones), as the energy figures need it. */
export type EnergyActivity = {
  activity: string;
  amount: number;
  unit: string;
  /** The consolidation share counted (0..1). */
  includedShare: number;
  /** The row's market-based instrument, if any (instrument_type, kg CO2e per kWh, kWh covered). */
  instrumentType: string | null;
  instrumentFactor: number | null;
  instrumentVolume: number | null;
};

/** Whether an instrument attests renewable energy: a REGO, GO or REC, or a PPA or tariff at zero emissions. */
export function isRenewableInstrument(type: string | null, kgPerKWh: number | null): boolean {
  if (!type) return false;
  if (RENEWABLE_CERTIFICATES.has(type)) return true;
  return (type === "ppa" || type === "supplier_specific") && kgPerKWh === 0;
}

/**
 * Gross kWh of a row: energy as billed (net energy of biomass and biofuels scaled to gross), volumes and
 * masses through the fuel's gross calorific value.
 */
export function energyKWhOf(activity: string, amount: number, unit: string): number | null {
  const parsed = parseUnit(unit);
  if (!parsed.ok) return null;
  const u = parsed.value;
  const cv = CALORIFIC_VALUES[activity];
  if (u.dimension === "energy") {
    // A net amount with no calorific values to make it gross would put another basis in the total.
    if (!cv && isBioenergyFuel(activity)) return null;
    return amount * u.toBase * grossPerBilledKWh(cv);
  }
  if (!cv) return null;
  if (u.dimension === "volume") return amount * u.toBase * kWhPerLitre(cv);
  if (u.dimension === "mass") return amount * u.toBase * cv.grossKWhPerKg;
  return null;
}

export const energyCarrierSchema = /* @__PURE__ */ z.object({
  /** The factor-library activity (natural_gas, electricity_grid, …). */
  carrier: z.string(),
  label: z.string(),
  source: energySourceSchema,
  line: energyLineSchema,
  mwh: z.number(),
});

export const carbonEnergySchema = /* @__PURE__ */ z.object({
  year: z.number().int(),
  totalMWh: z.number(),
  fossilMWh: z.number(),
  nuclearMWh: z.number(),
  renewableMWh: z.number(),
  /** 0-100 of the total; null when there is no energy. */
  fossilSharePct: z.number().nullable(),
  nuclearSharePct: z.number().nullable(),
  renewableSharePct: z.number().nullable(),
  /** One entry per carrier and source (electricity may be part renewable, part fossil), largest first. */
  byCarrier: z.array(energyCarrierSchema),
  /** The ESRS E1-5 table (AR 34), every line in order, zero where nothing was consumed. */
  lines: z.array(
    z.object({ line: energyLineSchema, label: z.string(), source: energySourceSchema, mwh: z.number() }),
  ),
  /** MWh per million of net revenue in `intensityUnit`; null without the year's revenue (`intensityNote`). */
  intensityMWhPerRevenue: z.number().nullable(),
  intensityUnit: z.string().nullable(),
  intensityNote: z.string().nullable(),
  /** Rows that hold energy but could not be converted to MWh (an unknown unit), left out of every figure. */
  unconverted: z.array(z.object({ carrier: z.string(), unit: z.string(), rows: z.number().int() })),
  /** How the figures were made, for the screen and the reports. */
  notes: z.array(z.string()),
});
export type CarbonEnergy = z.infer<typeof carbonEnergySchema>;

const round3 = (n: number) => Math.round(n * 1000) / 1000;
const pct = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10000) / 100 : null);

/** What the intensity needs: the year's net revenue in the company's currency, or why there is none. */
export type EnergyRevenue = { amount: number; currency: string } | { amount: null; reason: string };

/** The energy figures of reporting year `year` from its scope 1 and 2 activities. */
export function carbonEnergy(input: {
  year: number;
  activities: readonly EnergyActivity[];
  revenue: EnergyRevenue;
}): CarbonEnergy {
  const byKey = new Map<string, z.infer<typeof energyCarrierSchema>>();
  const unconverted = new Map<string, { carrier: string; unit: string; rows: number }>();
  const add = (carrier: string, label: string, line: EnergyLine, kWh: number) => {
    if (kWh <= 0) return;
    const key = `${carrier}|${line}`;
    const entry = byKey.get(key);
    if (entry) entry.mwh += kWh / 1000;
    else byKey.set(key, { carrier, label, source: LINE_SOURCE[line], line, mwh: kWh / 1000 });
  };
  let purchased = false;
  let biomass = false;
  for (const a of input.activities) {
    const carrier = carrierOf(a.activity);
    if (!carrier || a.includedShare <= 0) continue;
    if (isBioenergyFuel(a.activity)) biomass = true;
    const kWh = energyKWhOf(a.activity, a.amount, a.unit);
    if (kWh === null) {
      const key = `${a.activity}|${a.unit}`;
      const u = unconverted.get(key) ?? { carrier: a.activity, unit: a.unit, rows: 0 };
      u.rows += 1;
      unconverted.set(key, u);
      continue;
    }
    const counted = kWh * a.includedShare;
    if (carrier.kind === "fuel") {
      add(a.activity, carrier.label, carrier.line, counted);
      continue;
    }
    purchased = true;
    const renewable = isRenewableInstrument(a.instrumentType, a.instrumentFactor);
    // An instrument's volume is in kWh of the whole row; the share counted scales it like the row.
    const coveredKWh = renewable
      ? Math.min(counted, a.instrumentVolume === null ? counted : a.instrumentVolume * a.includedShare)
      : 0;
    add(a.activity, `${carrier.label} (renewable instrument)`, "purchased_renewable", coveredKWh);
    add(a.activity, carrier.label, "purchased_fossil", counted - coveredKWh);
  }
  const byCarrier = [...byKey.values()]
    .map((c) => ({ ...c, mwh: round3(c.mwh) }))
    .sort((a, b) => b.mwh - a.mwh || a.label.localeCompare(b.label));
  const raw = [...byKey.values()];
  const sumOf = (source: EnergySource) =>
    raw.filter((c) => c.source === source).reduce((s, c) => s + c.mwh, 0);
  const fossil = sumOf("fossil");
  const nuclear = sumOf("nuclear");
  const renewable = sumOf("renewable");
  const total = fossil + nuclear + renewable;
  const lines = energyLineSchema.options.map((line) => ({
    line,
    label: ENERGY_LINE_LABELS[line],
    source: LINE_SOURCE[line],
    mwh: round3(raw.filter((c) => c.line === line).reduce((s, c) => s + c.mwh, 0)),
  }));
  const { revenue } = input;
  const intensity =
    revenue.amount !== null && revenue.amount > 0 && total > 0 ? total / (revenue.amount / 1e6) : null;
  const notes = [
    `Fuel volumes and masses are converted with the gross calorific values of ${CALORIFIC_VALUE_SOURCE.name} (${CALORIFIC_VALUE_SOURCE.licence}); energy billed in kWh counts as billed, and UK gas bills are on the gross calorific value basis, so every figure is on the gross (higher heating value) basis.`,
    ...(biomass
      ? [
          "Biomass, biogas and biofuels count as renewable fuels; DESNZ gives their energy on the net calorific value basis, so amounts in kWh or GJ are scaled to gross with the fuel's gross and net calorific values from the same sheet.",
        ]
      : []),
    "Only scope 1 and 2 energy is counted (fuels burned in owned or controlled plant and vehicles, purchased electricity, heat and steam), under the consolidation approach of the year.",
    "Fuels with an average biofuel blend (DESNZ diesel and petrol) are counted as fossil: the blend's biofuel share is not separated.",
    ...(purchased
      ? [
          "Purchased electricity and heat count as renewable for the kWh a renewable instrument covers (REGO, GO, REC, or a PPA or tariff at zero emissions); the rest counts as fossil, since no residual-mix composition is on file to attribute part of it to nuclear or renewable sources.",
        ]
      : []),
    "No self-generated non-fuel renewable energy (on-site solar or wind) is recorded in the activity data.",
    ...[...unconverted.values()].map(
      (u) =>
        `${u.rows} ${u.carrier.replace(/_/g, " ")} row(s) in ${u.unit} could not be converted to MWh and are left out.`,
    ),
  ];
  return {
    year: input.year,
    totalMWh: round3(total),
    fossilMWh: round3(fossil),
    nuclearMWh: round3(nuclear),
    renewableMWh: round3(renewable),
    fossilSharePct: pct(fossil, total),
    nuclearSharePct: pct(nuclear, total),
    renewableSharePct: pct(renewable, total),
    byCarrier,
    lines,
    intensityMWhPerRevenue: intensity === null ? null : Math.round(intensity * 1000) / 1000,
    intensityUnit: revenue.amount !== null ? `MWh per million ${revenue.currency} net revenue` : null,
    intensityNote:
      revenue.amount === null
        ? revenue.reason
        : total === 0
          ? `No energy is recorded for ${input.year}.`
          : null,
    unconverted: [...unconverted.values()],
    notes,
  };
}
