import { screen, within } from "@testing-library/react";
import { delay } from "msw";
import { describe, expect, test } from "vitest";
import { chartTableRows, findChart } from "../../test/chart-table";
import { renderApp } from "../../test/render-app";
import { type ProcedureMap, trpcError } from "../../test/trpc-msw";
import { fakeImpact, MEASUREMENTS } from "./test-fixtures";

async function open(initial = MEASUREMENTS, overrides: ProcedureMap = {}) {
  const api = fakeImpact(initial, overrides);
  const app = renderApp("/impact-measurement");
  await screen.findByRole("heading", { level: 1, name: "Impact Measurement Tools" });
  return { ...app, api };
}

const statValue = (label: string) =>
  screen.getByRole("heading", { level: 2, name: label }).closest("section")?.querySelector("p")?.textContent;

const card = (list: HTMLElement, metric: string) =>
  within(list).getByRole("heading", { level: 4, name: metric }).closest("li") as HTMLElement;

describe("impact measurement page", () => {
  test("shows the six counts", async () => {
    await open();
    await screen.findByRole("list", { name: "Environmental measurements" });
    expect(statValue("Total Measurements")).toBe("6");
    expect(statValue("Environmental")).toBe("2");
    expect(statValue("Social")).toBe("2");
    expect(statValue("Economic")).toBe("2");
    expect(statValue("Verified")).toBe("2");
    expect(statValue("Beneficiaries")).toBe("4,686");
  });

  test("the overview groups by category and shows progress only when the target is above 0", async () => {
    await open();
    const env = await screen.findByRole("list", { name: "Environmental measurements" });
    expect(
      within(env)
        .getAllByRole("heading", { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(["GHG emissions avoided", "Water recycled"]);
    const ghg = card(env, "GHG emissions avoided");
    expect(within(ghg).getByText("71%")).toBeVisible();
    expect(
      within(ghg).getByRole("progressbar", { name: "Progress to target of GHG emissions avoided" }),
    ).toBeVisible();
    expect(within(ghg).getByText("Third-party verified")).toBeVisible();
    expect(within(card(env, "Water recycled")).getByText("67%")).toBeVisible();

    const economic = screen.getByRole("list", { name: "Economic measurements" });
    const jobs = card(economic, "Local jobs supported");
    expect(within(jobs).queryByRole("progressbar")).toBeNull();
    expect(within(jobs).getByText("410 beneficiaries")).toBeVisible();
    expect(within(jobs).getByText("Baseline — · Target —")).toBeVisible();
  });

  test("each category tab lists its measurements and suggested metrics", async () => {
    const { user } = await open();
    await user.click(await screen.findByRole("tab", { name: "Social" }));
    const social = await screen.findByRole("list", { name: "Social measurements" });
    expect(
      within(social)
        .getAllByRole("heading", { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(["Apprenticeships completed", "Pupils reached"]);
    const suggested = screen.getByRole("list", { name: "Suggested social metrics" });
    expect(within(suggested).getByText("Training hours delivered")).toBeVisible();
    await user.click(screen.getByRole("tab", { name: "Economic" }));
    expect(await screen.findByRole("list", { name: "Suggested economic metrics" })).toBeVisible();
  });

  test("the Verification tab groups by status with counts", async () => {
    const { user } = await open();
    await user.click(await screen.findByRole("tab", { name: "Verification" }));
    const verified = await screen.findByRole("list", { name: "Third-party verified measurements" });
    expect(within(verified).getAllByRole("listitem")).toHaveLength(2);
    expect(
      within(screen.getByRole("list", { name: "Self-reported measurements" })).getAllByRole("listitem"),
    ).toHaveLength(2);
    expect(
      within(screen.getByRole("list", { name: "Unverified measurements" })).getAllByRole("listitem"),
    ).toHaveLength(2);
    const heading = screen.getByRole("heading", { level: 3, name: /Third-party verified/ });
    expect(heading.textContent).toBe("Third-party verified2");
  });

  test("shows the empty states when nothing is recorded", async () => {
    const { user } = await open([]);
    expect(
      await screen.findByText(
        "No impact measurements recorded yet. Add your first measurement to start tracking outcomes.",
      ),
    ).toBeVisible();
    expect(statValue("Beneficiaries")).toBe("0");
    await user.click(screen.getByRole("tab", { name: "Verification" }));
    expect(
      await screen.findByText("No impact measurements available for verification review."),
    ).toBeVisible();
    await user.click(screen.getByRole("tab", { name: "Environmental" }));
    expect(await screen.findByText("No environmental impact measurements recorded yet.")).toBeVisible();
  });

  test("shows a spinner while loading and a message when loading fails", async () => {
    await open(MEASUREMENTS, {
      "impactMeasurement.list": async () => {
        await delay(200);
        throw trpcError("INTERNAL_SERVER_ERROR", "boom");
      },
    });
    expect(await screen.findByRole("status", { name: "Loading impact measurements" })).toBeVisible();
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to load impact measurements");
  });

  test("Impact Overview: each category's progress to target as a small chart, only measurements with a target", async () => {
    await open();
    // GHG: 212 of 300 from 0 = 71%; water: (18,400 - 5,000) / (25,000 - 5,000) = 67%.
    expect(await chartTableRows("Progress to target, Environmental measurements")).toEqual([
      ["Measurement", "Progress to target"],
      ["GHG emissions avoided", "71%"],
      ["Water recycled", "67%"],
    ]);
    // Local jobs supported has no target: no bar (spec §9 shows no progress for it).
    expect(await chartTableRows("Progress to target, Economic measurements")).toEqual([
      ["Measurement", "Progress to target"],
      ["Community investment", "50%"],
    ]);
    expect((await findChart(/^Progress to target of social measurements/)).getAttribute("aria-label")).toBe(
      "Progress to target of social measurements, out of 100%. Apprenticeships completed: 50%; Pupils reached: 66%.",
    );
  });
});
