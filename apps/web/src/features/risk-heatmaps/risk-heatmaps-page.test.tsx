import { screen, waitFor, within } from "@testing-library/react";
import { delay } from "msw";
import { describe, expect, test } from "vitest";
import { renderApp } from "../../test/render-app";
import { queryToasts } from "../../test/toasts";
import { callsTo, trpcError } from "../../test/trpc-msw";
import { mockRisksApi, risk } from "./test-api";

async function renderPage(...args: Parameters<typeof mockRisksApi>) {
  const api = mockRisksApi(...args);
  const app = renderApp("/risk-heatmaps");
  await screen.findByRole("heading", { level: 1, name: "ESG Risk Heat Maps" });
  await screen.findByRole("tab", { name: "Risk Matrix" });
  return { ...app, api };
}

const cell = (p: number, i: number) => screen.getByTestId(`cell-p${p}-i${i}`);

describe("ESG Risk Heat Maps", () => {
  test("shows a spinner while the risks load, then the four tabs", async () => {
    mockRisksApi(undefined, {
      "riskHeatmaps.list": async () => {
        await delay(1500);
        return [];
      },
    });
    renderApp("/risk-heatmaps");
    expect(await screen.findByRole("status", { name: "Loading risk assessments" })).toBeVisible();
    await screen.findByRole("tab", { name: "Risk Matrix" }, { timeout: 3000 });
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual([
      "Risk Matrix",
      "Geography View",
      "Business Unit View",
      "Risk Register",
    ]);
  });

  test("the 5x5 matrix counts active risks per probability x impact cell, coloured by level", async () => {
    await renderPage([
      ...[1, 2].map((id) => risk(id, { probability: 5, impact: 4 })),
      ...[3, 4, 5].map((id) => risk(id)),
    ]);
    const table = screen.getByRole("table", { name: "Probability × Impact Matrix" });
    expect(within(table).getAllByRole("row")).toHaveLength(6);
    expect(within(table).getAllByRole("cell")).toHaveLength(25);
    expect(cell(5, 4).textContent).toBe("2");
    expect(cell(3, 3).textContent).toBe("3");
    expect(cell(1, 1).textContent).toBe("0");
    expect(cell(5, 4).getAttribute("title")).toBe("Critical: probability 5 × impact 4 = 20");
    expect(cell(4, 3).getAttribute("title")).toMatch(/^High/);
    expect(cell(2, 3).getAttribute("title")).toMatch(/^Medium/);
    expect(cell(1, 5).getAttribute("title")).toMatch(/^Low/);
  });

  test("mitigated risks are left off the matrix; counts per category cover every category", async () => {
    await renderPage();
    expect(cell(2, 5).textContent).toBe("0");
    expect(screen.getByText("4 active risks; mitigated risks are not plotted.")).toBeVisible();
    const climate = screen.getByRole("listitem", { name: "Climate risks" });
    expect(climate.textContent).toContain("2 active");
    expect(within(climate).getByText("Critical 1")).toBeVisible();
    expect(within(climate).getByText("High 1")).toBeVisible();
    const operational = screen.getByRole("listitem", { name: "Operational risks" });
    expect(operational.textContent).toContain("0 active");
    expect(operational.textContent).toContain("1 mitigated · 1 total");
    expect(screen.getByRole("listitem", { name: "Social risks" }).textContent).toContain("Medium 1");
    expect(screen.getByRole("listitem", { name: "Governance risks" }).textContent).toContain("Low 1");
  });

  test("Geography View groups risks by geography, most exposed first", async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole("tab", { name: "Geography View" }));
    const panel = screen.getByRole("tabpanel", { name: "Geography View" });
    const groups = within(panel).getAllByRole("region");
    expect(groups.map((g) => g.getAttribute("aria-label"))).toEqual(["Germany", "United Kingdom", "China"]);
    expect(groups[1]?.textContent).toContain("2 risks · 2 active · average score 12");
    expect(within(groups[2] as HTMLElement).getAllByText("Mitigated").length).toBeGreaterThan(0);
  });

  test("Business Unit View groups risks by business unit", async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole("tab", { name: "Business Unit View" }));
    const panel = screen.getByRole("tabpanel", { name: "Business Unit View" });
    expect(
      within(panel)
        .getAllByRole("region")
        .map((g) => g.getAttribute("aria-label")),
    ).toEqual(["Sales & Key Accounts", "Precision Machining", "Assembly"]);
  });

  test("the register lists every risk; Mark as Mitigated shows only for active risks", async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole("tab", { name: "Risk Register" }));
    const list = screen.getByRole("list", { name: "Risk register" });
    const cards = within(list).getAllByRole("article");
    expect(cards.map((c) => within(c).getByRole("heading").textContent)).toEqual([
      "Customer decarbonisation requirements",
      "River flooding",
      "Press shop injuries",
      "Agent bribery",
      "Single-source castings",
    ]);
    const mitigated = screen.getByRole("article", { name: "Single-source castings" });
    expect(within(mitigated).queryByRole("button", { name: /Mark as Mitigated/ })).toBeNull();
    const critical = screen.getByRole("article", { name: "Customer decarbonisation requirements" });
    expect(within(critical).getByRole("button", { name: /Mark as Mitigated/ })).toBeEnabled();
    expect(within(critical).getByText("P5 × I4 = 20")).toBeVisible();
    expect(within(critical).getByText("Critical")).toBeVisible();
    expect(within(critical).getByText("Product carbon footprints")).toBeVisible();
  });

  test("Mark as Mitigated sends the status, refetches and hides the button", async () => {
    const { user, api } = await renderPage();
    await user.click(screen.getByRole("tab", { name: "Risk Register" }));
    const before = callsTo(api.calls, "riskHeatmaps.list").length;
    const article = () => screen.getByRole("article", { name: "River flooding" });
    await user.click(within(article()).getByRole("button", { name: /Mark as Mitigated/ }));
    await waitFor(() =>
      expect(within(article()).queryByRole("button", { name: /Mark as Mitigated/ })).toBeNull(),
    );
    expect(within(article()).getByText("Mitigated")).toBeVisible();
    expect(callsTo(api.calls, "riskHeatmaps.updateStatus").map((c) => c.input)).toEqual([
      { id: 2, status: "mitigated" },
    ]);
    expect(callsTo(api.calls, "riskHeatmaps.list").length).toBeGreaterThan(before);
    await user.click(screen.getByRole("tab", { name: "Risk Matrix" }));
    expect(cell(3, 5).textContent).toBe("0");
  });

  test("a failed status change shows no message", async () => {
    const { user, api } = await renderPage(undefined, {
      "riskHeatmaps.updateStatus": () => {
        throw trpcError("CONFLICT", "This risk is already mitigated");
      },
    });
    await user.click(screen.getByRole("tab", { name: "Risk Register" }));
    await user.click(
      within(screen.getByRole("article", { name: "River flooding" })).getByRole("button", {
        name: /Mark as Mitigated/,
      }),
    );
    await waitFor(() => expect(callsTo(api.calls, "riskHeatmaps.updateStatus")).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(queryToasts()).toHaveLength(0);
  });

  test("empty states on every tab", async () => {
    const { user } = await renderPage([]);
    expect(screen.getByText("No risks assessed yet")).toBeVisible();
    await user.click(screen.getByRole("tab", { name: "Geography View" }));
    expect(await screen.findByText("No geographical risk data available")).toBeVisible();
    await user.click(screen.getByRole("tab", { name: "Business Unit View" }));
    expect(await screen.findByText("No business unit risk data available")).toBeVisible();
    await user.click(screen.getByRole("tab", { name: "Risk Register" }));
    expect(await screen.findByText("No risks assessed yet")).toBeVisible();
    expect(screen.getByRole("button", { name: "Add Risk" })).toBeEnabled();
  });

  test("risks without geography or business unit give the views' empty states", async () => {
    const { user } = await renderPage([risk(1)]);
    await user.click(screen.getByRole("tab", { name: "Geography View" }));
    expect(await screen.findByText("No geographical risk data available")).toBeVisible();
    await user.click(screen.getByRole("tab", { name: "Business Unit View" }));
    expect(await screen.findByText("No business unit risk data available")).toBeVisible();
  });

  test("a failed load shows an error", async () => {
    mockRisksApi(undefined, {
      "riskHeatmaps.list": () => {
        throw trpcError("INTERNAL_SERVER_ERROR", "boom");
      },
    });
    renderApp("/risk-heatmaps");
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to load risk assessments");
  });
});
