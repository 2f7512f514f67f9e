import { describe, expect, it } from "vitest";
import { carbonEnergy, type EnergyActivity, energyKWhOf, isRenewableInstrument } from "./carbon-energy";

const row = (
  a: Partial<EnergyActivity> & Pick<EnergyActivity, "activity" | "amount" | "unit">,
): EnergyActivity => ({
  includedShare: 1,
  instrumentType: null,
  instrumentFactor: null,
  instrumentVolume: null,
  ...a,
});
const GBP_10M = { amount: 10_000_000, currency: "GBP" };

describe("carbonEnergy (ESRS E1-5)", () => {
  it("20,000 kWh natural gas + 10,000 kWh electricity on a 100% renewable instrument = 30 MWh, 10 MWh renewable", () => {
    const e = carbonEnergy({
      year: 2024,
      revenue: GBP_10M,
      activities: [
        row({ activity: "natural_gas", amount: 20_000, unit: "kWh" }),
        row({
          activity: "electricity_grid",
          amount: 10_000,
          unit: "kWh",
          instrumentType: "rego",
          instrumentFactor: 0,
        }),
      ],
    });
    expect(e).toMatchObject({ totalMWh: 30, fossilMWh: 20, nuclearMWh: 0, renewableMWh: 10 });
    expect(e.renewableSharePct).toBe(33.33);
    expect(e.intensityMWhPerRevenue).toBe(3);
    expect(e.intensityUnit).toBe("MWh per million GBP net revenue");
    expect(e.lines.find((l) => l.line === "natural_gas")?.mwh).toBe(20);
    expect(e.lines.find((l) => l.line === "purchased_renewable")?.mwh).toBe(10);
    expect(e.notes.join(" ")).toMatch(/gross calorific value/);
  });

  it("counts only the kWh an instrument covers as renewable, the rest of the bill as fossil", () => {
    const e = carbonEnergy({
      year: 2024,
      revenue: GBP_10M,
      activities: [
        row({
          activity: "electricity_grid",
          amount: 10,
          unit: "MWh",
          instrumentType: "go",
          instrumentFactor: 0,
          instrumentVolume: 4000,
        }),
      ],
    });
    expect(e).toMatchObject({ totalMWh: 10, renewableMWh: 4, fossilMWh: 6, renewableSharePct: 40 });
  });

  it("a supplier tariff with emissions, or no instrument, is not renewable; a zero-rate tariff is", () => {
    expect(isRenewableInstrument("supplier_specific", 0.2)).toBe(false);
    expect(isRenewableInstrument("supplier_specific", 0)).toBe(true);
    expect(isRenewableInstrument("ppa", 0)).toBe(true);
    expect(isRenewableInstrument("other", 0)).toBe(false);
    expect(isRenewableInstrument(null, null)).toBe(false);
  });

  it("converts fuel volumes with DESNZ 2024 gross calorific values (Fuel properties sheet)", () => {
    // Diesel (average biofuel blend): 12.611 kWh/kg × 833.519 kg/m3 = 10.511 kWh/litre (column K: 10.511).
    expect(energyKWhOf("diesel", 1000, "litres")).toBeCloseTo(10_511.6, 0);
    // Natural gas: 14.042 kWh/kg × 0.796 kg/m3 = 11.177 kWh/m3.
    expect(energyKWhOf("natural_gas", 100, "m3")).toBeCloseTo(1117.7, 0);
    // A therm is 29.307 kWh whatever the fuel.
    expect(energyKWhOf("natural_gas", 1, "therm")).toBeCloseTo(29.307, 2);
    expect(energyKWhOf("diesel", 1, "passenger_km")).toBeNull();
  });

  it("weighs each row by its consolidation share and ignores rows that are not energy", () => {
    const e = carbonEnergy({
      year: 2024,
      revenue: { amount: null, reason: "No revenue recorded for 2024" },
      activities: [
        row({ activity: "natural_gas", amount: 10_000, unit: "kWh", includedShare: 0.5 }),
        row({ activity: "refrigerant", amount: 5, unit: "kg" }),
      ],
    });
    expect(e.totalMWh).toBe(5);
    expect(e.intensityMWhPerRevenue).toBeNull();
    expect(e.intensityNote).toBe("No revenue recorded for 2024");
  });

  it("states rows it cannot convert instead of guessing", () => {
    const e = carbonEnergy({
      year: 2024,
      revenue: GBP_10M,
      activities: [row({ activity: "electricity_grid", amount: 3, unit: "litres" })],
    });
    expect(e.totalMWh).toBe(0);
    expect(e.renewableSharePct).toBeNull();
    expect(e.unconverted).toEqual([{ carrier: "electricity_grid", unit: "litres", rows: 1 }]);
  });
});
