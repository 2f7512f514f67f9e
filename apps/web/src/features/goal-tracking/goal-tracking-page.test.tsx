import { screen, within } from "@testing-library/react";
import { delay } from "msw";
import { describe, expect, test } from "vitest";
import { chartTableRows, findChart } from "../../test/chart-table";
import { renderApp } from "../../test/render-app";
import { callsTo, type ProcedureMap, trpcError } from "../../test/trpc-msw";
import { fakeGoals, GOALS } from "./test-fixtures";

async function open(initial = GOALS, overrides: ProcedureMap = {}) {
  const api = fakeGoals(initial, overrides);
  const app = renderApp("/goal-tracking");
  await screen.findByRole("heading", { level: 1, name: "Goal Setting & Target Tracking" });
  return { ...app, api };
}

const goalItem = async (title: string) => {
  const list = await screen.findByRole("list", { name: "ESG goals" });
  const heading = within(list).getByRole("heading", { level: 3, name: title });
  return heading.closest("li") as HTMLElement;
};

const statValue = (label: string) =>
  screen.getByRole("heading", { level: 2, name: label }).closest("section")?.querySelector("p")?.textContent;

describe("goal tracking page", () => {
  test("shows the five counts from the displayed statuses", async () => {
    await open();
    await screen.findByRole("list", { name: "ESG goals" });
    expect(statValue("Total Goals")).toBe("5");
    expect(statValue("Achieved")).toBe("2");
    expect(statValue("On Track")).toBe("1");
    expect(statValue("Needs Attention")).toBe("1");
    expect(statValue("Science-Based")).toBe("2");
  });

  test("each goal shows its status from the latest progress, its percentage and its figures", async () => {
    await open();
    const first = await goalItem("Cut Scope 1 & 2 emissions");
    expect(within(first).getByText("Needs Attention")).toBeVisible();
    expect(within(first).getByText("40%")).toBeVisible();
    expect(within(first).getByText("Science-based")).toBeVisible();
    expect(
      within(first).getByRole("progressbar", { name: "Progress of Cut Scope 1 & 2 emissions" }),
    ).toBeVisible();
    expect(within(first).getByText("60 tCO2e (2025)")).toBeVisible();
    expect(within(first).getByText("2023 → 2030")).toBeVisible();
    expect(within(await goalItem("Renewable electricity")).getByText("On Track")).toBeVisible();
    expect(within(await goalItem("Energy intensity")).getByText("Not Started")).toBeVisible();
    expect(within(await goalItem("Energy intensity")).getByText("0%")).toBeVisible();
  });

  test("Mark as Achieved shows only for an active goal at 100% or more; achieved goals take no progress", async () => {
    await open();
    const ready = await goalItem("Divert waste from landfill");
    expect(within(ready).getByRole("button", { name: "Mark as Achieved" })).toBeEnabled();
    for (const title of ["Cut Scope 1 & 2 emissions", "Renewable electricity", "Energy intensity"]) {
      expect(within(await goalItem(title)).queryByRole("button", { name: "Mark as Achieved" })).toBeNull();
    }
    const done = await goalItem("Supplier code sign-off");
    expect(within(done).queryByRole("button", { name: "Mark as Achieved" })).toBeNull();
    expect(within(done).queryByRole("button", { name: "Update Progress" })).toBeNull();
    expect(within(done).getByText("Marked as achieved")).toBeVisible();
  });

  test("Mark as Achieved sends the status and refetches the list", async () => {
    const { user, api } = await open();
    const ready = await goalItem("Divert waste from landfill");
    const listCalls = callsTo(api.calls, "goalTracking.list").length;
    await user.click(within(ready).getByRole("button", { name: "Mark as Achieved" }));
    expect(await within(ready).findByText("Marked as achieved")).toBeVisible();
    expect(callsTo(api.calls, "goalTracking.updateStatus").map((c) => c.input)).toEqual([
      { id: 3, status: "achieved" },
    ]);
    expect(callsTo(api.calls, "goalTracking.list").length).toBeGreaterThan(listCalls);
    expect(within(ready).queryByRole("button", { name: "Mark as Achieved" })).toBeNull();
  });

  test("a refused Mark as Achieved shows the server's reason on the card", async () => {
    const { user } = await open(GOALS, {
      "goalTracking.updateStatus": () => {
        throw trpcError("CONFLICT", "A goal can be marked as achieved only once its progress reaches 100%");
      },
    });
    const ready = await goalItem("Divert waste from landfill");
    await user.click(within(ready).getByRole("button", { name: "Mark as Achieved" }));
    expect((await within(ready).findByRole("alert")).textContent).toMatch(/reaches 100%/);
  });

  test("Progress Tracking lists each goal's records newest first", async () => {
    const { user } = await open();
    await user.click(await screen.findByRole("tab", { name: "Progress Tracking" }));
    const table = await screen.findByRole("table", { name: "Progress records of Cut Scope 1 & 2 emissions" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => within(r).getAllByRole("cell")[0]?.textContent)).toEqual(["2025", "2024"]);
    expect(within(rows[0] as HTMLElement).getByText("40%")).toBeVisible();
    expect(within(rows[0] as HTMLElement).getByText("Note 1")).toBeVisible();
    expect(screen.queryByRole("table", { name: "Progress records of Energy intensity" })).toBeNull();
  });

  test("Progress Tracking charts each goal from its baseline over its periods, the target a line", async () => {
    const { user } = await open();
    await user.click(await screen.findByRole("tab", { name: "Progress Tracking" }));
    // Goal 1: 100 tCO2e in 2023, target 0 by 2030; 90 in 2024 (10%), 60 in 2025 (40%); the server's series.
    expect(await chartTableRows("Progress of Cut Scope 1 & 2 emissions by reporting period")).toEqual([
      ["Period", "Actual tCO2e"],
      ["Baseline 2023", "100 tCO2e"],
      ["2024", "90 tCO2e"],
      ["2025", "60 tCO2e"],
    ]);
    const chart = await findChart(/^Progress of Cut Scope 1 & 2 emissions/);
    expect(chart.getAttribute("aria-label")).toBe(
      "Progress of Cut Scope 1 & 2 emissions in tCO2e, toward a target of 0 by 2030. Baseline 2023: 100; 2024: 90 (10% to target); 2025: 60 (40% to target).",
    );
    const figure = screen.getByTestId("goal-progress-chart-1");
    expect(within(figure).getByRole("list", { name: "Legend" }).textContent).toContain("Target 0 by 2030");
    // A goal without records has no chart (nor a card on this tab).
    expect(
      screen.queryByRole("table", { name: "Progress of Energy intensity by reporting period" }),
    ).toBeNull();
  });

  test("Analytics shows goals and average progress by category", async () => {
    const { user } = await open();
    await user.click(await screen.findByRole("tab", { name: "Analytics" }));
    const byCount = await screen.findByRole("list", { name: "Goals by category" });
    expect(
      within(byCount)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Environmental2 goals", "Social2 goals", "Governance1 goal"]);
    const byProgress = screen.getByRole("list", { name: "Average progress by category" });
    expect(
      within(byProgress)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Environmental58%", "Social50%", "Governance100%"]);
  });

  test("shows the empty states when there are no goals", async () => {
    const { user } = await open([]);
    expect(await screen.findByText("No ESG goals defined yet")).toBeVisible();
    expect(statValue("Total Goals")).toBe("0");
    expect(screen.queryByRole("button", { name: "Update Progress" })).toBeNull();
    await user.click(screen.getByRole("tab", { name: "Progress Tracking" }));
    expect(await screen.findByText("No progress data recorded yet")).toBeVisible();
    await user.click(screen.getByRole("tab", { name: "Analytics" }));
    expect(await screen.findByText("No ESG goals defined yet")).toBeVisible();
  });

  test("shows a spinner while loading and a message when loading fails", async () => {
    await open(GOALS, {
      "goalTracking.list": async () => {
        await delay(200);
        throw trpcError("INTERNAL_SERVER_ERROR", "boom");
      },
    });
    expect(await screen.findByRole("status", { name: "Loading ESG goals" })).toBeVisible();
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to load ESG goals");
  });
});
