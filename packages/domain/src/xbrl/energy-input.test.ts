import { describe, expect, it } from "vitest";
import { type CarbonEnergy, energyLineSchema } from "../carbon-energy";
import { xbrlEnergyFrom } from "./energy-input";

const energy = (byCarrier: CarbonEnergy["byCarrier"]): CarbonEnergy => ({
  year: 2024,
  totalMWh: byCarrier.reduce((t, c) => t + c.mwh, 0),
  fossilMWh: byCarrier.filter((c) => c.source === "fossil").reduce((t, c) => t + c.mwh, 0),
  nuclearMWh: 0,
  renewableMWh: byCarrier.filter((c) => c.source === "renewable").reduce((t, c) => t + c.mwh, 0),
  fossilSharePct: byCarrier.length ? 74.36 : null,
  nuclearSharePct: byCarrier.length ? 0 : null,
  renewableSharePct: byCarrier.length ? 25.64 : null,
  byCarrier,
  lines: energyLineSchema.options.map((line) => ({
    line,
    label: line,
    source: "fossil" as const,
    mwh: byCarrier.filter((c) => c.line === line).reduce((t, c) => t + c.mwh, 0),
  })),
  intensityMWhPerRevenue: null,
  intensityUnit: null,
  intensityNote: null,
  unconverted: [],
  notes: [],
});

describe("xbrlEnergyFrom", () => {
  it("splits electricity (renewable or not) from fuels; purchased heat is neither", () => {
    const e = energy([
      { carrier: "natural_gas", label: "Natural gas", source: "fossil", line: "natural_gas", mwh: 20 },
      {
        carrier: "electricity_grid",
        label: "Electricity",
        source: "renewable",
        line: "purchased_renewable",
        mwh: 10,
      },
      {
        carrier: "electricity_grid",
        label: "Electricity",
        source: "fossil",
        line: "purchased_fossil",
        mwh: 4,
      },
      { carrier: "diesel", label: "Diesel", source: "fossil", line: "oil", mwh: 3 },
      {
        carrier: "district_heat",
        label: "Heat and steam",
        source: "fossil",
        line: "purchased_fossil",
        mwh: 2,
      },
    ]);
    expect(xbrlEnergyFrom(e)).toEqual({
      totalMWh: 39,
      fossilMWh: 29,
      nuclearMWh: 0,
      renewableMWh: 10,
      electricityMWh: 14,
      fuelsMWh: 23,
      // The ESRS E1-5 lines and shares pass through as the energy figures state them.
      lines: {
        coal: 0,
        oil: 3,
        natural_gas: 20,
        other_fossil: 0,
        purchased_fossil: 6,
        nuclear: 0,
        renewable_fuels: 0,
        purchased_renewable: 10,
        self_generated_renewable: 0,
      },
      sharesPct: { fossil: 74.36, nuclear: 0, renewable: 25.64 },
    });
  });

  it("is absent for a year without energy rows", () => {
    expect(xbrlEnergyFrom(energy([]))).toBeUndefined();
  });
});
