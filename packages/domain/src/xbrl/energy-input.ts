import type { CarbonEnergy, EnergyLine } from "../carbon-energy";
import type { XbrlEnergy } from "./figures";

/** The E1-5 lines that are fuels burnt by the company (VSME B3 "from fuels"); purchased heat is neither. */
const FUEL_LINES: ReadonlySet<EnergyLine> = new Set([
  "coal",
  "oil",
  "natural_gas",
  "other_fossil",
  "renewable_fuels",
]);

/**
 * The package's energy block from the year's energy figures (GET /api/carbon/energy): the same MWh, split for
 * VSME B3 into electricity (purchased grid electricity, renewable or not) and fuels. Absent when the year holds
 * no energy rows, so a package never states a consumption of zero that was simply not recorded.
 */
export function xbrlEnergyFrom(energy: CarbonEnergy): XbrlEnergy | undefined {
  if (energy.byCarrier.length === 0) return undefined;
  const sum = (keep: (c: CarbonEnergy["byCarrier"][number]) => boolean) =>
    energy.byCarrier.filter(keep).reduce((total, c) => total + c.mwh, 0);
  return {
    totalMWh: energy.totalMWh,
    fossilMWh: energy.fossilMWh,
    nuclearMWh: energy.nuclearMWh,
    renewableMWh: energy.renewableMWh,
    electricityMWh: sum((c) => c.carrier.startsWith("electricity")),
    fuelsMWh: sum((c) => FUEL_LINES.has(c.line)),
    lines: Object.fromEntries(energy.lines.map((l) => [l.line, l.mwh])) as Record<EnergyLine, number>,
    sharesPct: {
      fossil: energy.fossilSharePct,
      nuclear: energy.nuclearSharePct,
      renewable: energy.renewableSharePct,
    },
  };
}
