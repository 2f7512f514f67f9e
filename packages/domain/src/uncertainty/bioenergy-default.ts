/**
 * The factor uncertainty of a biomass or biofuel row. Its scope 1 factor (DESNZ 'Bioenergy') is the CH4 and
 * N2O of combustion only, the CO2 being biogenic (ghg/bioenergy.ts). Those two gases depend on the appliance
 * and how it is run far more than on the fuel, and DESNZ prints one factor per fuel whatever the appliance.
 *
 * IPCC 2006 Vol. 2 ch. 2 gives the same fuel a default per sector. For wood/wood waste, as read in the IPCC
 * Emission Factor Database export (IPCC_EFDB_output_20260207.xlsx, github.com/atmoschem/pega db/; EF IDs
 * 117701 and 117755 citing Table 2.2, 118025 and 118079 citing Table 2.4), kg per TJ on a net basis: energy
 * industries CH4 30, N2O 4; commercial/institutional CH4 300, N2O 4. Table 2.2's own lower and upper bounds
 * could not be read (docs/decisions/051-uncertainty-and-data-quality.md lists the search).
 *
 * Documented assumption: a company's boiler or stove lies anywhere between those two sector defaults, so the
 * 95% interval of its factor spans their ratio in CO2e (AR5 GWPs, the basis DESNZ 2024 prints). Combustion
 * factors are skewed, so the interval is lognormal and centred geometrically; U is the relative half-width that
 * gives back that interval when monte-carlo.ts draws a lognormal factor of mean 1 and sd U / 1.96.
 */

/** kg per TJ (net), IPCC 2006 Vol. 2 ch. 2, as read in the IPCC EFDB export (see above). */
export const IPCC_WOOD_NON_CO2 = {
  energyIndustries: { table: "2.2", ch4: 30, n2o: 4 },
  commercialInstitutional: { table: "2.4", ch4: 300, n2o: 4 },
} as const;

/** AR5 100-year GWPs, the basis of the DESNZ 2024 factors the bioenergy rows use. */
const GWP_AR5 = { ch4: 28, n2o: 265 } as const;

const co2e = (f: { ch4: number; n2o: number }) => f.ch4 * GWP_AR5.ch4 + f.n2o * GWP_AR5.n2o;

/**
 * U (half the 95% interval, % of the mean) of a lognormal quantity whose 95% interval runs from its median ÷ k
 * to its median × k: σ of the log is ln k / 1.96, and a lognormal's sd / mean is √(exp(σ²) − 1).
 */
export function lognormalSpreadPct(k: number): number {
  const sigma = Math.log(k) / 1.96;
  return 196 * Math.sqrt(Math.expm1(sigma * sigma));
}

/** How many times the commercial default's CO2e is the energy-industries one, for wood (9,460 / 1,900). */
export const WOOD_SECTOR_SPREAD =
  co2e(IPCC_WOOD_NON_CO2.commercialInstitutional) / co2e(IPCC_WOOD_NON_CO2.energyIndustries);

/** The interval spans the spread, so each side of its geometric centre is √spread: about ±84%. */
export const BIOENERGY_FACTOR_UNCERTAINTY_PCT = Math.round(lognormalSpreadPct(Math.sqrt(WOOD_SECTOR_SPREAD)));
