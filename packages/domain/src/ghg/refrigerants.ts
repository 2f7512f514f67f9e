/**
 * Refrigerants and other fugitive gases: what a leak of each is in CO2e. A pure gas takes its own GWP; a
 * blend takes the mass-weighted GWPs of its components (GHG Protocol "Calculating HFC and PFC emissions from
 * the manufacturing, installation, operation and disposal of refrigeration and air-conditioning equipment",
 * blends section), with compositions by mass as designated in ANSI/ASHRAE Standard 34.
 */
import { type GasGroup, type GwpBasis, gwpOf, SPECIES, type SpeciesId } from "./gwp";

export type Refrigerant = {
  /** ASHRAE 34 designation, the id stored with the activity. */
  id: string;
  /** Other names people write for it (compared without case, spaces, `-` and `_`). */
  aliases: readonly string[];
  /** Mass fractions summing to 1 (ASHRAE 34 nominal composition). */
  components: readonly { species: SpeciesId; fraction: number }[];
};

// biome-ignore format: one refrigerant per line reads as a table
export const REFRIGERANTS: readonly Refrigerant[] = [
  { id: "R-32", aliases: ["HFC-32"], components: [{ species: "HFC-32", fraction: 1 }] },
  { id: "R-125", aliases: ["HFC-125"], components: [{ species: "HFC-125", fraction: 1 }] },
  { id: "R-134a", aliases: ["HFC-134a"], components: [{ species: "HFC-134a", fraction: 1 }] },
  { id: "R-143a", aliases: ["HFC-143a"], components: [{ species: "HFC-143a", fraction: 1 }] },
  { id: "R-152a", aliases: ["HFC-152a"], components: [{ species: "HFC-152a", fraction: 1 }] },
  { id: "R-23", aliases: ["HFC-23"], components: [{ species: "HFC-23", fraction: 1 }] },
  { id: "R-227ea", aliases: ["HFC-227ea", "FM-200"], components: [{ species: "HFC-227ea", fraction: 1 }] },
  { id: "R-245fa", aliases: ["HFC-245fa"], components: [{ species: "HFC-245fa", fraction: 1 }] },
  // ASHRAE 34: R-410A = R-32/R-125 (50/50)
  { id: "R-410A", aliases: [], components: [{ species: "HFC-32", fraction: 0.5 }, { species: "HFC-125", fraction: 0.5 }] },
  // R-404A = R-125/R-143a/R-134a (44/52/4)
  { id: "R-404A", aliases: [], components: [{ species: "HFC-125", fraction: 0.44 }, { species: "HFC-143a", fraction: 0.52 }, { species: "HFC-134a", fraction: 0.04 }] },
  // R-407A = R-32/R-125/R-134a (20/40/40)
  { id: "R-407A", aliases: [], components: [{ species: "HFC-32", fraction: 0.2 }, { species: "HFC-125", fraction: 0.4 }, { species: "HFC-134a", fraction: 0.4 }] },
  // R-407C = R-32/R-125/R-134a (23/25/52)
  { id: "R-407C", aliases: [], components: [{ species: "HFC-32", fraction: 0.23 }, { species: "HFC-125", fraction: 0.25 }, { species: "HFC-134a", fraction: 0.52 }] },
  // R-407F = R-32/R-125/R-134a (30/30/40)
  { id: "R-407F", aliases: [], components: [{ species: "HFC-32", fraction: 0.3 }, { species: "HFC-125", fraction: 0.3 }, { species: "HFC-134a", fraction: 0.4 }] },
  // R-507A = R-125/R-143a (50/50)
  { id: "R-507A", aliases: [], components: [{ species: "HFC-125", fraction: 0.5 }, { species: "HFC-143a", fraction: 0.5 }] },
  { id: "R-14", aliases: ["CF4", "PFC-14"], components: [{ species: "CF4", fraction: 1 }] },
  { id: "R-116", aliases: ["C2F6", "PFC-116"], components: [{ species: "C2F6", fraction: 1 }] },
  { id: "R-218", aliases: ["C3F8", "PFC-218"], components: [{ species: "C3F8", fraction: 1 }] },
  { id: "R-C318", aliases: ["c-C4F8", "PFC-318"], components: [{ species: "c-C4F8", fraction: 1 }] },
  { id: "SF6", aliases: ["R-846", "sulphur hexafluoride", "sulfur hexafluoride"], components: [{ species: "SF6", fraction: 1 }] },
  { id: "NF3", aliases: ["nitrogen trifluoride"], components: [{ species: "NF3", fraction: 1 }] },
  { id: "R-744", aliases: ["CO2", "carbon dioxide"], components: [{ species: "CO2", fraction: 1 }] },
  { id: "R-717", aliases: ["NH3", "ammonia"], components: [{ species: "NH3", fraction: 1 }] },
  { id: "R-11", aliases: ["CFC-11"], components: [{ species: "CFC-11", fraction: 1 }] },
  { id: "R-12", aliases: ["CFC-12"], components: [{ species: "CFC-12", fraction: 1 }] },
  { id: "R-22", aliases: ["HCFC-22"], components: [{ species: "HCFC-22", fraction: 1 }] },
  { id: "R-123", aliases: ["HCFC-123"], components: [{ species: "HCFC-123", fraction: 1 }] },
  { id: "R-141b", aliases: ["HCFC-141b"], components: [{ species: "HCFC-141b", fraction: 1 }] },
  { id: "R-142b", aliases: ["HCFC-142b"], components: [{ species: "HCFC-142b", fraction: 1 }] },
];

const key = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, "");

const BY_NAME: ReadonlyMap<string, Refrigerant> = /* @__PURE__ */ (() => {
  const m = new Map<string, Refrigerant>();
  for (const r of REFRIGERANTS) {
    for (const name of [r.id, ...r.aliases]) m.set(key(name), r);
  }
  return m;
})();

/** The refrigerant a name denotes ("R410a", "HFC-134a", "r-134A"), or undefined. */
export function findRefrigerant(name: string): Refrigerant | undefined {
  return BY_NAME.get(key(name));
}

/** The names accepted, for messages and the form's list. */
export const REFRIGERANT_IDS: readonly string[] = REFRIGERANTS.map((r) => r.id);

/**
 * How the gas is reported: its components' group when they share one (every blend listed does), else "hfc"
 * for a blend of fluorinated gases.
 */
export function refrigerantGroup(r: Refrigerant): GasGroup {
  const groups = new Set(r.components.map((c) => SPECIES[c.species].group));
  return groups.size === 1 ? ([...groups][0] as GasGroup) : "hfc";
}

/** GWP-100 of the refrigerant on a basis: Σ fraction × component GWP (ASHRAE 34 blends). */
export function refrigerantGwp(r: Refrigerant, basis: GwpBasis): number {
  return r.components.reduce((s, c) => s + c.fraction * gwpOf(c.species, basis), 0);
}

/**
 * A mass balance over the reporting period (GHG Protocol refrigeration guidance, "mass balance method";
 * DESNZ's "Refrigerant & other" sheet): what went into the equipment and did not stay in it or leave it in
 * a container must have leaked.
 */
export type MassBalance = {
  startStockKg: number;
  purchasedKg: number;
  endStockKg: number;
  disposedKg: number;
  /** Nameplate capacity of equipment added minus that retired in the period; 0 when unchanged. */
  capacityChangeKg?: number | null;
};

/** kg leaked = start stock + purchased − end stock − disposed − capacity change. */
export function massBalanceLeakKg(b: MassBalance): number {
  return b.startStockKg + b.purchasedKg - b.endStockKg - b.disposedKg - (b.capacityChangeKg ?? 0);
}

export type RefrigerantEmission = {
  refrigerant: Refrigerant;
  group: GasGroup;
  gwp: number;
  /** kg of gas leaked. */
  kg: number;
  /** kg CO2e on the basis (for Montreal Protocol gases: a memo figure, outside the scopes). */
  kgCO2e: number;
};

/** kg CO2e of a leak = kg × GWP-100 of the refrigerant on the basis. */
export function refrigerantEmission(r: Refrigerant, kg: number, basis: GwpBasis): RefrigerantEmission {
  const gwp = refrigerantGwp(r, basis);
  return { refrigerant: r, group: refrigerantGroup(r), gwp, kg, kgCO2e: kg * gwp };
}
