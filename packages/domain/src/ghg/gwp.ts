/**
 * 100-year global warming potentials of the gases the inventory stores by mass, under the two IPCC bases a
 * company may report on (GHG Protocol Corporate Standard ch. 4 asks for one basis, named):
 * - AR5: IPCC AR5 WG1 ch. 8 table 8.A.1 (2013), the basis of DESNZ 2024, the EPA Hub 2024 and USEEIO v1.3;
 * - AR6: IPCC AR6 WG1 ch. 7 supplementary table 7.SM.7 (2021).
 * Values as tabulated (CC0) by openclimatedata/globalwarmingpotentials @fc4e6f4 (columns AR5GWP100, AR6GWP100),
 * which reads AR6 from chrisroadmap/ar6 and AR5 from the GHG Protocol's GWP table of table 8.A.1.
 */
import { z } from "zod";

export const GWP_BASES = ["AR5", "AR6"] as const;
export const gwpBasisSchema = /* @__PURE__ */ z.enum(GWP_BASES, {
  error: `GWP basis must be one of ${GWP_BASES.join(", ")}`,
});
export type GwpBasis = z.infer<typeof gwpBasisSchema>;

/** AR5 by default: the basis the factor library's CO2e values were published on. */
export const DEFAULT_GWP_BASIS: GwpBasis = "AR5";

/** The label stored on each record (`gwp_basis`) and printed in the reports. */
export function gwpBasisLabel(basis: GwpBasis): string {
  return `IPCC ${basis} 100-year`;
}

/** The year each assessment's WG1 report was published: the "factor year" of a GWP. */
export const GWP_YEARS: Readonly<Record<GwpBasis, number>> = { AR5: 2013, AR6: 2021 };

export const GWP_SOURCES: Readonly<Record<GwpBasis, string>> = {
  AR5: "IPCC AR5 WG1 ch. 8, table 8.A.1 (GWP-100)",
  AR6: "IPCC AR6 WG1 ch. 7, table 7.SM.7 (GWP-100)",
};

/**
 * How the inventory reports a gas (ESRS E1-6 and GRI 305 list CO2, CH4, N2O, HFCs, PFCs, SF6 and NF3);
 * "montreal" gases (CFCs, HCFCs) are controlled by the Montreal Protocol, so the GHG Protocol keeps them out
 * of the scopes and they are stated apart; "none" has no GWP (ammonia).
 */
export type GasGroup = "co2" | "ch4" | "n2o" | "hfc" | "pfc" | "sf6" | "nf3" | "montreal" | "none";

export type Species = {
  /** Name as in the IPCC tables. */
  name: string;
  group: GasGroup;
  gwp: Readonly<Record<GwpBasis, number>>;
};

// biome-ignore format: one gas per line reads as a table
export const SPECIES = {
  CO2: { name: "CO2", group: "co2", gwp: { AR5: 1, AR6: 1 } },
  CH4: { name: "CH4", group: "ch4", gwp: { AR5: 28, AR6: 27.9 } },
  N2O: { name: "N2O", group: "n2o", gwp: { AR5: 265, AR6: 273 } },
  "HFC-23": { name: "HFC-23", group: "hfc", gwp: { AR5: 12400, AR6: 14600 } },
  "HFC-32": { name: "HFC-32", group: "hfc", gwp: { AR5: 677, AR6: 771 } },
  "HFC-125": { name: "HFC-125", group: "hfc", gwp: { AR5: 3170, AR6: 3740 } },
  "HFC-134a": { name: "HFC-134a", group: "hfc", gwp: { AR5: 1300, AR6: 1530 } },
  "HFC-143a": { name: "HFC-143a", group: "hfc", gwp: { AR5: 4800, AR6: 5810 } },
  "HFC-152a": { name: "HFC-152a", group: "hfc", gwp: { AR5: 138, AR6: 164 } },
  "HFC-227ea": { name: "HFC-227ea", group: "hfc", gwp: { AR5: 3350, AR6: 3600 } },
  "HFC-245fa": { name: "HFC-245fa", group: "hfc", gwp: { AR5: 858, AR6: 962 } },
  CF4: { name: "CF4", group: "pfc", gwp: { AR5: 6630, AR6: 7380 } },
  C2F6: { name: "C2F6", group: "pfc", gwp: { AR5: 11100, AR6: 12400 } },
  C3F8: { name: "C3F8", group: "pfc", gwp: { AR5: 8900, AR6: 9290 } },
  "c-C4F8": { name: "c-C4F8", group: "pfc", gwp: { AR5: 9540, AR6: 10200 } },
  SF6: { name: "SF6", group: "sf6", gwp: { AR5: 23500, AR6: 25200 } },
  NF3: { name: "NF3", group: "nf3", gwp: { AR5: 16100, AR6: 17400 } },
  "CFC-11": { name: "CFC-11", group: "montreal", gwp: { AR5: 4660, AR6: 6230 } },
  "CFC-12": { name: "CFC-12", group: "montreal", gwp: { AR5: 10200, AR6: 12500 } },
  "HCFC-22": { name: "HCFC-22", group: "montreal", gwp: { AR5: 1760, AR6: 1960 } },
  "HCFC-123": { name: "HCFC-123", group: "montreal", gwp: { AR5: 79, AR6: 90.4 } },
  "HCFC-141b": { name: "HCFC-141b", group: "montreal", gwp: { AR5: 782, AR6: 860 } },
  "HCFC-142b": { name: "HCFC-142b", group: "montreal", gwp: { AR5: 1980, AR6: 2300 } },
  // Ammonia is no greenhouse gas in either table: a leak is recorded with no CO2e.
  NH3: { name: "NH3", group: "none", gwp: { AR5: 0, AR6: 0 } },
} as const satisfies Record<string, Species>;

export type SpeciesId = keyof typeof SPECIES;

export function gwpOf(species: SpeciesId, basis: GwpBasis): number {
  return SPECIES[species].gwp[basis];
}
