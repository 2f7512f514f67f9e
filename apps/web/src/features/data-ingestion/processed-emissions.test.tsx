import type { EmissionActivity } from "@esg/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { mockApi } from "../../test/api";
import { refuseFile, serveFile, spyOnSave } from "../../test/downloads";
import { renderApp } from "../../test/render-app";
import { findToast } from "../../test/toasts";
import { callsTo } from "../../test/trpc-msw";
import { fakeCarbonApi } from "./test-fixtures";

/** A stored activity: 1,000 kWh of electricity or 100 L of diesel, dated in `year`. */
function activity(id: number, overrides: Partial<EmissionActivity> = {}): EmissionActivity {
  return {
    id,
    dataSourceId: 1,
    scope: 1,
    category: "Diesel",
    ghgCategory: null,
    activity: "diesel",
    description: `Row ${id}`,
    activityAmount: 100,
    activityUnit: "litre",
    activityDate: "2024-06-30",
    region: "GB",
    totalEmissions: 251.279,
    emissionFactor: 2.51279,
    emissionFactorUnit: "litre",
    factorId: "uk-diesel-desnz2024",
    factorName: "UK diesel, DESNZ 2024",
    factorSource: "UK DESNZ GHG Conversion Factors for Company Reporting 2024",
    factorYear: 2024,
    marketBasedEmissions: null,
    reportingYear: 2024,
    ...overrides,
  };
}

const electricity = (id: number, overrides: Partial<EmissionActivity> = {}) =>
  activity(id, {
    scope: 2,
    category: "Electricity",
    activity: "electricity",
    activityAmount: 1000,
    activityUnit: "kWh",
    totalEmissions: 207.05,
    emissionFactor: 0.20705,
    emissionFactorUnit: "kWh",
    factorId: "uk-electricity_grid-desnz2024",
    factorName: "UK grid electricity, DESNZ 2024",
    marketBasedEmissions: 100,
    ...overrides,
  });

async function openTab(activities: EmissionActivity[]) {
  const carbon = fakeCarbonApi({ activities });
  const api = mockApi({ procedures: carbon.procedures });
  const app = renderApp("/data-ingestion");
  await screen.findByRole("heading", { level: 1, name: "Data Ingestion" });
  await app.user.click(screen.getByRole("tab", { name: "Processed Emissions" }));
  const list = await screen.findByRole("list", { name: "Emission activities" });
  return { ...app, api, carbon, list };
}

const items = (list: HTMLElement) =>
  within(list)
    .getAllByRole("listitem")
    .filter((li) => li.parentElement === list);
const pages = () => screen.getByRole("navigation", { name: "Emission activity pages" });

describe("Processed Emissions", () => {
  test("pages of 100: 'Showing 101–200 of 234', Previous and Next", async () => {
    const rows = Array.from({ length: 234 }, (_, i) => activity(i + 1));
    const { api, user, list } = await openTab(rows);
    expect(items(list)).toHaveLength(100);
    expect(within(pages()).getByText("Showing 1–100 of 234")).toBeVisible();
    const previous = within(pages()).getByRole("button", { name: "Previous" });
    const next = within(pages()).getByRole("button", { name: "Next" });
    expect(previous.getAttribute("aria-disabled")).toBe("true");
    await user.click(previous);

    await user.click(next);
    expect(await within(pages()).findByText("Showing 101–200 of 234")).toBeVisible();
    expect(items(screen.getByRole("list", { name: "Emission activities" }))[0]?.textContent).toContain(
      "Row 134",
    );
    await user.click(next);
    expect(await within(pages()).findByText("Showing 201–234 of 234")).toBeVisible();
    expect(items(screen.getByRole("list", { name: "Emission activities" }))).toHaveLength(34);
    expect(next.getAttribute("aria-disabled")).toBe("true");
    await user.click(next); // at the end: nothing happens, and focus stays on the button
    expect(document.activeElement).toBe(next);
    await user.click(previous);
    expect(await within(pages()).findByText("Showing 101–200 of 234")).toBeVisible();

    expect(callsTo(api.calls, "carbon.emissions").map((c) => c.input)).toEqual([
      { page: 1, pageSize: 100 },
      { page: 2, pageSize: 100 },
      { page: 3, pageSize: 100 },
    ]);
  });

  test("year and scope filters refetch, the summary shows both Scope 2 methods, the export follows", async () => {
    const rows = [
      activity(1, { activityDate: "2023-05-31", reportingYear: 2023 }),
      electricity(2, { activityDate: "2023-05-31", reportingYear: 2023 }),
      activity(3),
      electricity(4),
      electricity(5, { marketBasedEmissions: 0 }),
    ];
    const { api, user } = await openTab(rows);
    const summary = screen.getByRole("region", { name: "Emissions summary" });
    const scope2 = within(summary).getByRole("region", { name: "Scope 2" });
    // Tonnes with thousands separators, as everywhere else emissions are shown.
    expect(scope2.textContent).toContain("0.621t CO2e location-based");
    expect(scope2.textContent).toContain("0.2t CO2e market-based");
    const total = within(summary).getByRole("region", { name: "Total" });
    expect(total.textContent).toContain("1.1t CO2e location-based");
    expect(total.textContent).toContain("0.703t CO2e market-based");
    expect(summary.textContent).toContain("5 activities in reporting years 2023, 2024");
    const save = spyOnSave();
    const exports = serveFile("*/api/carbon/emissions/:companyId/export.csv", {
      filename: "emissions.csv",
      type: "text/csv; charset=utf-8",
      body: "Activity date,Scope\n2024-06-30,1\n",
    });
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await findToast("Download Started", "Download initiated for emissions.csv");
    expect(await save.saved(0)).toEqual({
      filename: "emissions.csv",
      text: "Activity date,Scope\n2024-06-30,1\n",
    });

    const year = screen.getByRole("combobox", { name: "Reporting year" }) as HTMLSelectElement;
    expect(Array.from(year.options).map((o) => o.textContent)).toEqual(["All years", "2024", "2023"]);
    await user.selectOptions(year, "2024");
    await user.selectOptions(screen.getByRole("combobox", { name: "Scope" }), "Scope 2");
    await waitFor(() =>
      expect(items(screen.getByRole("list", { name: "Emission activities" }))).toHaveLength(2),
    );
    expect(callsTo(api.calls, "carbon.emissions").at(-1)?.input).toEqual({
      year: 2024,
      scope: 2,
      page: 1,
      pageSize: 100,
    });
    expect(screen.getByRole("region", { name: "Emissions summary" }).textContent).toContain(
      "2 activities in reporting year 2024",
    );
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(exports).toHaveLength(2));
    const asked = exports.map((r) => new URL(r.url)).map((u) => `${u.pathname}${u.search}`);
    expect(asked).toEqual([
      "/api/carbon/emissions/1/export.csv",
      "/api/carbon/emissions/1/export.csv?year=2024&scope=2",
    ]);
    expect(exports.every((r) => r.credentials === "same-origin")).toBe(true);

    await user.selectOptions(year, "2023");
    await user.selectOptions(screen.getByRole("combobox", { name: "Scope" }), "Scope 3");
    expect(await screen.findByText("No activities match these filters.")).toBeVisible();
    expect(screen.getByRole("combobox", { name: "Scope" })).toBeVisible();
  });

  test("each activity shows its warnings and, on request, its whole audit trail", async () => {
    const market = electricity(7, {
      description: "Head office electricity",
      warnings: [
        { code: "proxy_region", message: "No factor for region XK; the global average stands in" },
        { code: "year_fallback", message: "No 2026 factor; the 2024 factor stands in" },
      ],
      factorUnitFull: "kg CO2e per kWh",
      gwpBasis: "IPCC AR5, 100-year",
      factorLicence: "Open Government Licence v3.0",
      factorLibraryVersion: "2026.11+eb99bbea55ba",
      marketMethod: "instrument",
      marketFactor: { id: null, source: "Octopus fuel mix 2024", value: 0.1 },
      instrument: {
        type: "supplier_specific",
        supplier: "Octopus",
        kgCO2ePerUnit: 0.1,
        volume: 1000,
        vintage: "2024",
      },
    });
    const derived = activity(8, {
      scope: 3,
      category: "Fuel And Energy Related Activities",
      ghgCategory: 3,
      description: "T&D losses of Head office electricity",
      derivedFromId: 7,
      derivedKind: "td_losses",
    });
    const { user, list } = await openTab([market, derived]);
    const [derivedItem, marketItem] = items(list) as [HTMLElement, HTMLElement];

    const warnings = within(marketItem).getByRole("list", { name: "Warnings for this activity" });
    expect(
      within(warnings)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "No factor for region XK; the global average stands in",
      "No 2026 factor; the 2024 factor stands in",
    ]);
    expect(within(marketItem).getByText("Audit trail").closest("details")?.open).toBe(false);
    await user.click(within(marketItem).getByText("Audit trail"));
    const trail = within(marketItem).getByText("Audit trail").closest("details") as HTMLElement;
    expect(trail.hasAttribute("open")).toBe(true);
    const pairs = Array.from(trail.querySelectorAll("dt")).map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ["Factor", "UK grid electricity, DESNZ 2024"],
      ["Factor source", "UK DESNZ GHG Conversion Factors for Company Reporting 2024"],
      ["Factor year", "2024"],
      ["Factor value", "0.20705 kg CO2e per kWh"],
      ["GWP basis", "IPCC AR5, 100-year"],
      ["Licence", "Open Government Licence v3.0"],
      // The release, without the content hash after "+".
      ["Library version", "2026.11"],
      ["Reporting year", "2024"],
      ["Upload", "#1"],
      ["Market-based method", "Contractual instrument"],
      ["Market-based", "100 kg CO2e"],
      ["Market factor", "0.1 kg CO2e/kWh · Octopus fuel mix 2024"],
      ["Instrument", "Supplier Specific · Octopus · 0.1 kg CO2e/kWh · volume 1,000 kWh · vintage 2024"],
    ]);

    expect(within(derivedItem).getByText("Derived category 3")).toBeVisible();
    await user.click(within(derivedItem).getByText("Audit trail"));
    expect(derivedItem.textContent).toContain("Derived fromActivity #7 (Td Losses)");
    expect(within(derivedItem).queryByRole("list", { name: "Warnings for this activity" })).toBeNull();
  });

  test("a refused export toasts the server's reason and saves nothing", async () => {
    const { user } = await openTab([activity(1)]);
    const save = spyOnSave();
    refuseFile("*/api/carbon/emissions/:companyId/export.csv", 403, "You do not have access to this company");
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    const toast = await findToast("Download failed", "You do not have access to this company");
    expect(toast.dataset.variant).toBe("destructive");
    expect(save.clicked).toHaveLength(0);
  });
});
