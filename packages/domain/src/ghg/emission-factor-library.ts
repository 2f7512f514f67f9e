/**
 * The emission-factor library as data: emission-factors.csv (DESNZ 2024, EPA Hub 2024, Ember 2024, and 25
 * curated USEEIO rows), the full US EPA Supply Chain GHG Emission Factors v1.3 table (1,016 NAICS-6
 * sectors) and this package's DESNZ 2024 bioenergy rows (data/bioenergy-factors.csv: biomass, biogases and
 * biofuels with their well-to-tank and biogenic CO2), generated into emission-factors.data.json by
 * scripts/build-emission-factors.mjs.
 */
import data from "./emission-factors.data.json";
import type { GhgCategory, GhgScope } from "./scope-rules";
import { spendCategoryForNaics } from "./scope-rules";

export type FactorSourceType = "energy_bill" | "fuel_receipt" | "travel_expense" | "supplier_invoice";

export type EmissionFactor = {
  id: string;
  sourceType: FactorSourceType;
  /** The file's activity id, e.g. `electricity_grid`, `flight_long_haul_economy_no_rf`. */
  activity: string;
  /** The file's region code: ISO alpha-2 except UK, or EU, GLOBAL, US-<eGRID>. */
  region: string;
  /** The file's unit id (see unit-table.ts). */
  unit: string;
  kgCO2ePerUnit: number;
  scope: GhgScope;
  /** GHG Protocol scope 3 category; null for scopes 1 and 2. */
  category: GhgCategory | null;
  source: string;
  year: number;
  /** Key of `FACTOR_LICENCES`. */
  licence: string;
  valueBasis: "as_published" | "derived";
  /** Sheet and cell, table row or key where the number sits in the source file. */
  locator: string;
  url: string;
  /** Lifecycle, production-based intensity (Ember): used only where nothing else covers the region. */
  lifecycle?: boolean;
};

export type FactorLicence = { name: string; url: string; attribution: string };

/** Licences of the factor publishers, keyed as in `EmissionFactor.licence`. */
export function factorLicences(): Readonly<Record<string, FactorLicence>> {
  return data.licences;
}

/** Checksums of the files the data module was generated from (emission-factors.md asks for them). */
export function factorLibraryInputs(): readonly { file: string; sha256: string; rows: number }[] {
  return data.inputs;
}

/** `<release>+<first 12 hex digits of the content hash>`, e.g. "2024.1+eb99bbea55ba". */
export function factorLibraryVersion(v: { release: string; sha256: string }): string {
  return `${v.release}+${v.sha256.slice(0, 12)}`;
}

/**
 * Version of the factor library, for the audit trail of every stored figure: the release label (factor-set
 * edition and packaging revision) and the SHA-256 that scripts/build-emission-factors.mjs takes of the
 * generated data (every factor, spend row and residual mix, and the inputs' own checksums). The same data
 * always gives the same version; any changed value gives a new one, which is what tells a stored record that
 * it was computed with another library.
 */
export const FACTOR_LIBRARY_VERSION: string = /* @__PURE__ */ factorLibraryVersion(data.version);

/**
 * GWP basis of the library's CO2e factors: DESNZ 2024, the EPA GHG Emission Factors Hub 2024 (CH4 = 28,
 * N2O = 265) and USEEIO v1.3 ("AR5-100") all use IPCC AR5 100-year GWPs (emission-factors.md §3.8, §1 row 4
 * and "Derived values" (a)). Ember's intensities are CO2e over 100 years with the IPCC edition unchecked
 * (§3.8); the residual mixes are CO2 only, so no GWP applies to them.
 */
export const GWP_BASIS = "IPCC AR5 100-year" as const;

/** The basis of every spend factor: kg CO2e per 2022 USD at purchaser price. */
export function spendFactorBasis(): string {
  return data.spend.basis;
}
export const SPEND_ACTIVITY_PREFIX = "spend_naics_";

type FactorRow = (typeof data.factors)[number];

function fromRow(r: FactorRow): EmissionFactor {
  const f: EmissionFactor = {
    id: r.id,
    sourceType: r.sourceType as FactorSourceType,
    activity: r.activity,
    region: r.region,
    unit: r.unit,
    kgCO2ePerUnit: r.kgCO2ePerUnit,
    scope: r.scope as GhgScope,
    category: r.category as GhgCategory | null,
    source: r.source,
    year: r.year,
    licence: r.licence,
    valueBasis: r.valueBasis as EmissionFactor["valueBasis"],
    locator: r.locator,
    url: r.url,
  };
  if ("lifecycle" in r && r.lifecycle) f.lifecycle = true;
  return f;
}

type Library = {
  all: readonly EmissionFactor[];
  byId: ReadonlyMap<string, EmissionFactor>;
  byActivity: ReadonlyMap<string, readonly EmissionFactor[]>;
  spendTitles: ReadonlyMap<string, string>;
};

let library: Library | undefined;

/** Built on first use so that importing the package costs nothing until the engine runs. */
function load(): Library {
  if (library) return library;
  const curated = data.factors.map(fromRow);
  const curatedIds = new Set(curated.map((f) => f.activity));
  const spendTitles = new Map<string, string>();
  const spend: EmissionFactor[] = [];
  for (const [naics, title, value] of data.spend.rows as [string, string, number][]) {
    const activity = `${SPEND_ACTIVITY_PREFIX}${naics}`;
    spendTitles.set(activity, title);
    if (curatedIds.has(activity)) continue;
    spend.push({
      id: `us-${activity}-useeio13`,
      sourceType: "supplier_invoice",
      activity,
      region: "US",
      unit: "USD",
      kgCO2ePerUnit: value,
      scope: 3,
      category: spendCategoryForNaics(naics),
      source: data.spend.source,
      year: data.spend.year,
      licence: data.spend.licence,
      valueBasis: "as_published",
      locator: `NAICS ${naics} (${title}), column 'Supply Chain Emission Factors with Margins'`,
      url: data.spend.url,
    });
  }
  const all = [...curated, ...spend];
  const byActivity = new Map<string, EmissionFactor[]>();
  for (const f of all) {
    const list = byActivity.get(f.activity);
    if (list) list.push(f);
    else byActivity.set(f.activity, [f]);
  }
  library = { all, byId: new Map(all.map((f) => [f.id, f])), byActivity, spendTitles };
  return library;
}

/** Every factor in the library (149 shared file rows, 98 bioenergy rows and the remaining USEEIO sectors). */
export function listEmissionFactors(): readonly EmissionFactor[] {
  return load().all;
}

export function getEmissionFactor(id: string): EmissionFactor | undefined {
  return load().byId.get(id);
}

/** The factors of one file activity id (all regions, units and years). */
export function factorsForActivity(activity: string): readonly EmissionFactor[] {
  return load().byActivity.get(activity) ?? [];
}

export function isFactorActivity(activity: string): boolean {
  return load().byActivity.has(activity);
}

/** Every activity id in the library. */
export function factorActivityIds(): readonly string[] {
  return [...load().byActivity.keys()];
}

/** The NAICS title of a spend activity (`spend_naics_541511` → "Custom Computer Programming Services"). */
export function spendActivityTitle(activity: string): string | undefined {
  return load().spendTitles.get(activity);
}

/** Spend activity ids with their NAICS titles, for pickers and suggestions. */
export function spendActivities(): ReadonlyMap<string, string> {
  return load().spendTitles;
}

export type BiogenicFactor = { kgCO2PerUnit: number; locator: string };

let biogenic: ReadonlyMap<string, BiogenicFactor> | undefined;

/**
 * kg of biogenic CO2 per unit of each bioenergy factor ("outside of scopes"), by factor id, with the cell it
 * was read from; the scope 1 factor of the same id holds only the fuel's CH4 and N2O.
 */
export function bioenergyBiogenicFactors(): ReadonlyMap<string, BiogenicFactor> {
  biogenic ??= new Map(
    (data.biogenic.rows as [string, number, string][]).map(([id, kgCO2PerUnit, locator]) => [
      id,
      { kgCO2PerUnit, locator },
    ]),
  );
  return biogenic;
}
