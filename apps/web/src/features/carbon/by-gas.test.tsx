import type { CarbonAnalysis } from "@esg/domain";
import { screen } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { mockApi } from "../../test/api";
import { analysisFixture } from "../../test/carbon-fixtures";
import { chartTableRows } from "../../test/chart-table";
import { renderApp } from "../../test/render-app";

async function open(extra: Partial<CarbonAnalysis>) {
  const analysis: CarbonAnalysis = { ...analysisFixture(), ...extra };
  mockApi({ procedures: { "carbon.analysis": () => analysis } });
  renderApp("/carbon");
  await screen.findByRole("list", { name: "Scope 1 — Direct emissions breakdown" });
}

describe("Detailed Breakdown: by gas", () => {
  test("a chart of the year's gases with its figures as a table, and what is outside the scopes", async () => {
    await open({
      byGas: { co2: 80, ch4: 0.5, n2o: 1.5, hfc: 12, pfc: 0, sf6: 0, nf3: 0, unsplit: 6 },
      biogenicCo2: 1.6,
      montrealProtocolGases: 3.52,
      gwpBasis: { setting: "AR6", rows: ["IPCC AR5 100-year", "IPCC AR6 100-year"] },
    });
    expect(await chartTableRows("Emissions by gas, 2024")).toEqual([
      ["Gas", "t CO2e"],
      ["Carbon dioxide (CO2)", "80.0"],
      ["Methane (CH4)", "0.5"],
      ["Nitrous oxide (N2O)", "1.5"],
      ["Hydrofluorocarbons (HFCs)", "12.0"],
      ["Not split by gas (source gives CO2e only)", "6.0"],
    ]);
    expect(
      screen.getByText(
        /on IPCC AR6 100-year global warming potentials \(factors published in CO2e only stay on AR5\)/,
      ),
    ).toBeVisible();
    expect(screen.getByText("1.6 t CO2 from biofuel blends, biomass and UK grid electricity")).toBeVisible();
    expect(screen.getByText("3.5 t CO2e of CFCs and HCFCs leaked, in no scope")).toBeVisible();
  });
});
