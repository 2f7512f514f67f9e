import { carbonCoverageGrid } from "@esg/domain";
import { screen, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { mockApi } from "../../test/api";
import { analysisFixture, PARTIAL_2025 } from "../../test/carbon-fixtures";
import { renderApp } from "../../test/render-app";
import { callsTo } from "../../test/trpc-msw";

describe("data completeness grid", () => {
  test("month x source type and month x site of the shown year, ✓ or 'missing' in words", async () => {
    // An April fiscal year: reporting year 2025 runs April 2024 to March 2025.
    const coverage = carbonCoverageGrid({
      year: 2025,
      fiscalYearStartMonth: 4,
      cells: [
        { month: "2024-04", sourceType: "energy_bill", siteId: 1 },
        { month: "2024-05", sourceType: "energy_bill", siteId: 1 },
        { month: "2024-05", sourceType: "travel_expense", siteId: null },
      ],
      sites: [{ id: 1, name: "Leeds plant" }],
    });
    const api = mockApi({
      procedures: {
        "carbon.analysis": () => analysisFixture({ lines: PARTIAL_2025 }),
        "carbon.coverage": () => coverage,
      },
    });
    renderApp("/carbon");
    const card = await screen.findByRole("region", { name: "Data completeness, reporting year 2025" });
    const bySource = await within(card).findByRole("table", { name: "By source type" });
    const headers = within(bySource)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(headers).toEqual([
      "Source type",
      ...coverage.months.map((m) => expect.stringContaining(m.slice(0, 4))),
    ]);
    expect(headers[1]).toBe("Apr 2024");
    expect(headers[12]).toBe("Mar 2025");
    const energy = within(bySource).getByRole("row", { name: /^Energy Bill/ });
    const cells = within(energy)
      .getAllByRole("cell")
      .map((c) => c.textContent);
    // Text, not colour only: "data" is read out for ✓, "missing" is written.
    expect(cells.slice(0, 3)).toEqual(["✓data", "✓data", "missing"]);
    expect(cells.filter((c) => c === "missing")).toHaveLength(10);
    const bySite = within(card).getByRole("table", { name: "By site" });
    expect(within(bySite).getByRole("rowheader", { name: "Leeds plant" })).toBeVisible();
    expect(within(bySite).getByRole("rowheader", { name: "No site" })).toBeVisible();
    expect(card.textContent).toContain("10 of 12 months have no data of any source type: Jun 2024");
    expect(card.textContent).toContain("Upload them before closing the year.");
    expect(callsTo(api.calls, "carbon.coverage").at(-1)?.input).toEqual({ year: 2025 });
  });

  test("no grid before any emissions are recorded", async () => {
    mockApi({ procedures: { "carbon.analysis": () => analysisFixture({ lines: [] }) } });
    renderApp("/carbon");
    await screen.findByRole("region", { name: "Total" });
    expect(screen.queryByRole("region", { name: /Data completeness/ })).toBeNull();
  });
});
