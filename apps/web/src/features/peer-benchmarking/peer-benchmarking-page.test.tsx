import { screen, within } from "@testing-library/react";
import { delay } from "msw";
import { describe, expect, test } from "vitest";
import { renderApp } from "../../test/render-app";
import { type ProcedureMap, trpcError } from "../../test/trpc-msw";
import { BENCHMARKS, benchmark, fakeBenchmarkApi } from "./fake-benchmark-api";

async function open(
  initial = BENCHMARKS,
  overrides: ProcedureMap = {},
  industry: string | null = "Manufacturing",
) {
  const api = fakeBenchmarkApi(initial, overrides, industry);
  const app = renderApp("/peer-benchmarking");
  await screen.findByRole("heading", { level: 1, name: "Peer Benchmarking Analysis" });
  return { ...app, api };
}

const card = (label: string) =>
  screen.getByRole("heading", { level: 2, name: label }).closest("section") as HTMLElement;

describe("peer benchmarking page", () => {
  test("cards: mean percentile, count ≥ 75, count < 50, the company's industry", async () => {
    await open();
    await screen.findByRole("heading", { level: 2, name: "Overall Percentile" });
    // 56.38, 66.12, 95.83, 39.55, 22.06, 66.03 → mean 57.66
    expect(within(card("Overall Percentile")).getByText("58th")).toBeVisible();
    expect(within(card("Top Quartile Metrics")).getByText("1")).toBeVisible();
    expect(within(card("Below Average")).getByText("2")).toBeVisible();
    expect(await within(card("Industry")).findByText("Manufacturing")).toBeVisible();
  });

  test("the industry card defaults to Technology", async () => {
    await open(BENCHMARKS, {}, null);
    await screen.findByRole("heading", { level: 2, name: "Industry" });
    expect(within(card("Industry")).getByText("Technology")).toBeVisible();
  });

  test("overview groups metrics by category with labels from the percentile bands", async () => {
    await open();
    const env = await screen.findByRole("region", { name: "Environmental metrics" });
    expect(
      within(env)
        .getAllByRole("heading", { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(["Energy Efficiency Gain", "Renewable Energy Share", "Renewable Energy Share"]);
    expect(within(env).getByText("Top 10%")).toBeVisible();
    expect(within(env).getByText("96th percentile")).toBeVisible();
    expect(within(env).getByText(/Source: Eurostat SHARES 2023/)).toBeVisible();
    const social = screen.getByRole("region", { name: "Social metrics" });
    expect(within(social).getByText("Below Average")).toBeVisible();
    expect(within(social).getByText("Bottom Quartile")).toBeVisible();
    const other = screen.getByRole("region", { name: "Other metrics" });
    expect(within(other).getByText("Customer Satisfaction Index")).toBeVisible();
    expect(screen.queryByRole("region", { name: "Governance metrics" })).toBeNull();
  });

  test("category tabs list that category's metrics and which keywords are tracked", async () => {
    const { user } = await open();
    await user.click(await screen.findByRole("tab", { name: "Social" }));
    const panel = await screen.findByRole("tabpanel", { name: "Social" });
    const list = within(panel).getByRole("list", { name: "Social benchmarks" });
    expect(
      within(list)
        .getAllByRole("heading", { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(["Board Diversity Women", "Training Hours Per Employee"]);
    const keywords = within(panel).getByRole("list", { name: "Social metric keywords" });
    expect(within(keywords).getAllByText("Tracked")).toHaveLength(2);
    await user.click(screen.getByRole("tab", { name: "Governance" }));
    expect(await screen.findByText("No governance metrics recorded yet.")).toBeVisible();
  });

  test("industry comparison: 8 standard metrics, 'Not tracked - …' where none is recorded", async () => {
    const { user } = await open();
    await user.click(await screen.findByRole("tab", { name: "Industry Comparison" }));
    const list = await screen.findByRole("list", { name: "Standard metrics" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(8);
    const renewable = items.find((li) => li.textContent?.startsWith("Renewable Energy")) as HTMLElement;
    expect(renewable.textContent).toContain("58 % vs industry average 45.3 (2025)");
    expect(within(renewable).getByText("Above Average")).toBeVisible();
    const carbon = items.find((li) => li.textContent?.startsWith("Carbon Intensity")) as HTMLElement;
    expect(
      within(carbon).getByText("Not tracked - Consider adding this metric for peer comparison"),
    ).toBeVisible();
    expect(
      within(list).getAllByText("Not tracked - Consider adding this metric for peer comparison"),
    ).toHaveLength(5);
    // Each standard metric says which way is better.
    expect(within(carbon).getByText("Lower is better")).toBeVisible();
    expect(within(renewable).getByText("Higher is better")).toBeVisible();
  });

  test("a lower-is-better metric above the industry average ranks below average, with its direction shown", async () => {
    await open([
      benchmark(1, "water_usage", { value: 75, industryAverage: 60, topQuartile: 40, direction: "lower" }),
    ]);
    const env = await screen.findByRole("region", { name: "Environmental metrics" });
    expect(within(env).getByText("40th percentile")).toBeVisible();
    expect(within(env).getByText("Below Average")).toBeVisible();
    expect(within(env).queryByText("Above Average")).toBeNull();
    expect(within(env).getByText(/Lower is better/)).toBeVisible();
  });

  test("empty: the overview shows the spec's text", async () => {
    await open([]);
    expect(
      await screen.findByText(
        "No benchmark data available. Add your first metric to start comparing with industry peers.",
      ),
    ).toBeVisible();
    expect(within(card("Overall Percentile")).getByText("0th")).toBeVisible();
  });

  test("shows a spinner while loading and an error when the list fails", async () => {
    await open(BENCHMARKS, {
      "peerBenchmarking.list": async () => {
        await delay(200);
        throw trpcError("INTERNAL_SERVER_ERROR", "boom");
      },
    });
    expect(screen.getByRole("status", { name: "Loading benchmark data" })).toBeVisible();
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to load benchmark data");
  });
});
