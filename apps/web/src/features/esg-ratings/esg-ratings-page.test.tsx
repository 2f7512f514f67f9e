// @vitest-environment jsdom
// jsdom: DOMPurify needs a working NodeIterator, which happy-dom 21 lacks (see lib/markdown.test.ts).
import { screen, within } from "@testing-library/react";
import { delay } from "msw";
import { describe, expect, test } from "vitest";
import { chartTableRows, findChart } from "../../test/chart-table";
import { renderApp } from "../../test/render-app";
import { type ProcedureMap, trpcError } from "../../test/trpc-msw";
import { fakeRatingsApi, RATINGS, rating } from "./fake-ratings-api";

async function open(initial = RATINGS, overrides: ProcedureMap = {}) {
  const api = fakeRatingsApi(initial, overrides);
  const app = renderApp("/esg-ratings");
  await screen.findByRole("heading", { level: 1, name: "Third-Party ESG Ratings" });
  return { ...app, api };
}

const card = (label: string) =>
  screen.getByRole("heading", { level: 2, name: label }).closest("section") as HTMLElement;

describe("ESG ratings page", () => {
  test("shows the four cards: providers, average over all ratings, improving, average peer ranking", async () => {
    await open();
    await screen.findByRole("list", { name: "Latest rating per provider" });
    expect(within(card("Rating Providers")).getByText("4")).toBeVisible();
    // (55 + 70 + 80 + 61 + 75.9) / 5 = 68.4
    expect(within(card("Average Score")).getByText("68%")).toBeVisible();
    // MSCI and CDP latest ratings are improving
    expect(within(card("Improving")).getByText("2")).toBeVisible();
    // (68 + 74 + 47 + 64) / 4 = 63.25
    expect(within(card("Avg Peer Ranking")).getByText("63%")).toBeVisible();
  });

  test("overview: the latest rating per provider with trend, pillars, peer ranking, date and two of each list", async () => {
    await open();
    const list = await screen.findByRole("list", { name: "Latest rating per provider" });
    const msci = within(list).getByRole("region", { name: "MSCI rating" });
    expect(within(msci).getByTestId("overall-rating").textContent).toBe("A");
    expect(within(msci).getByText("Improving")).toBeVisible();
    expect(within(msci).getByText("Previous: BBB")).toBeVisible();
    expect(within(msci).getByText("68th percentile")).toBeVisible();
    expect(within(msci).getByText("Last updated: 10 Apr 2025")).toBeVisible();
    expect(within(msci).getByRole("progressbar", { name: "Environmental: 66%" })).toBeVisible();
    expect(within(msci).getByRole("progressbar", { name: "Governance: 62%" })).toBeVisible();
    expect(within(msci).getByText("Carbon emissions management")).toBeVisible();
    expect(within(msci).getByText("Product safety & quality")).toBeVisible();
    expect(within(msci).queryByText("Health & safety systems")).toBeNull();
    expect(within(msci).getByText("Board diversity")).toBeVisible();
    expect(within(msci).queryByText("Water stress")).toBeNull();
    expect(
      within(list)
        .getAllByRole("region")
        .map((r) => r.getAttribute("aria-label")),
    ).toEqual(["MSCI rating", "Sustainalytics rating", "CDP rating", "Refinitiv rating"]);
  });

  test("the dashed card opens 'Add ESG Rating'", async () => {
    const { user } = await open();
    await user.click(await screen.findByRole("button", { name: /Add ESG Rating/ }));
    expect(await screen.findByRole("dialog", { name: "Add ESG Rating" })).toBeVisible();
  });

  test("comparison: score bars, pillar bars and trend counts of the latest ratings", async () => {
    const { user } = await open();
    await user.click(await screen.findByRole("tab", { name: "Provider Comparison" }));
    const panel = await screen.findByRole("tabpanel", { name: "Provider Comparison" });
    expect(within(panel).getByRole("progressbar", { name: "MSCI (A): 70%" })).toBeVisible();
    expect(within(panel).getByRole("progressbar", { name: "CDP (B): 80%" })).toBeVisible();
    const pillars = within(panel).getByRole("region", { name: "Refinitiv pillars" });
    expect(within(pillars).getAllByRole("progressbar")).toHaveLength(3);
    const counts = within(panel).getByText("Improving").parentElement as HTMLElement;
    expect(within(counts).getByText("2")).toBeVisible();
    expect(
      within(within(panel).getByText("Declining").parentElement as HTMLElement).getByText("1"),
    ).toBeVisible();
    expect(
      within(within(panel).getByText("Stable").parentElement as HTMLElement).getByText("1"),
    ).toBeVisible();
  });

  test("trends: each provider's history newest first, 'Latest' on the first", async () => {
    const { user } = await open();
    await user.click(await screen.findByRole("tab", { name: "Historical Trends" }));
    const history = await screen.findByRole("list", { name: "MSCI rating history" });
    const items = within(history).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining("10 Apr 2025A70%+15 ptsLatest"),
      expect.stringContaining("14 Mar 2024BBB55%"),
    ]);
    expect(within(items[1] as HTMLElement).queryByText("Latest")).toBeNull();
  });

  test("Historical Trends: each provider's normalised score over time as a small chart, oldest first", async () => {
    const { user } = await open();
    await user.click(await screen.findByRole("tab", { name: "Historical Trends" }));
    expect(await chartTableRows("MSCI normalised score by rating date")).toEqual([
      ["Rating date", "Normalised score"],
      ["14 Mar 2024", "55%"],
      ["10 Apr 2025", "70%"],
    ]);
    expect((await findChart(/^MSCI ratings over time/)).getAttribute("aria-label")).toBe(
      "MSCI ratings over time, normalised score out of 100. 14 Mar 2024: BBB (55%); 10 Apr 2025: A (70%).",
    );
    expect(await findChart(/^CDP ratings over time/)).toBeVisible();
  });

  test("AI analysis: 'Analyzing…' while loading, then the sanitised markdown analysis", async () => {
    const { user } = await open(RATINGS, {
      "ai.ratingsAnalysis": async () => {
        await delay(50);
        return {
          analysis: "## ESG ratings analysis\n- **MSCI**: A = 70/100 <img src=x onerror=alert(1)>",
          source: "built-in",
        };
      },
    });
    await user.click(await screen.findByRole("tab", { name: "AI Analysis" }));
    expect(await screen.findByText("Analyzing your ESG ratings...")).toBeVisible();
    expect(await screen.findByRole("heading", { name: "ESG ratings analysis" })).toBeVisible();
    expect(screen.getByText("Answered by the built-in analyst")).toBeVisible();
    expect(document.querySelector("[onerror]")).toBeNull();
  });

  test("AI analysis is not requested when there are no ratings", async () => {
    const { user, api } = await open([]);
    await user.click(await screen.findByRole("tab", { name: "AI Analysis" }));
    expect(
      await screen.findByText(
        "Add ESG ratings to receive AI-powered analysis and recommendations for improvement.",
      ),
    ).toBeVisible();
    expect(api.calls.some((c) => c.path.includes("nalysis"))).toBe(false);
  });

  test("empty: every tab shows its spec text, the cards are zero", async () => {
    const { user } = await open([]);
    await screen.findByRole("list", { name: "Latest rating per provider" });
    expect(within(card("Average Score")).getByText("0%")).toBeVisible();
    await user.click(screen.getByRole("tab", { name: "Provider Comparison" }));
    expect(
      await screen.findByText(
        "No ratings available for comparison. Add ratings from multiple providers to see the comparison.",
      ),
    ).toBeVisible();
    await user.click(screen.getByRole("tab", { name: "Historical Trends" }));
    expect(
      await screen.findByText(
        "No historical rating data available. Add multiple ratings over time to see trends.",
      ),
    ).toBeVisible();
    await user.click(screen.getByRole("tab", { name: "AI Analysis" }));
    expect(
      await screen.findByText(
        "Add ESG ratings to receive AI-powered analysis and recommendations for improvement.",
      ),
    ).toBeVisible();
  });

  test("a same-day tie shows the later-recorded rating", async () => {
    await open([
      rating(1, "CDP", "2026-01-20", { overallScore: "B-" }),
      rating(2, "CDP", "2026-01-20", { overallScore: "A" }),
    ]);
    const list = await screen.findByRole("list", { name: "Latest rating per provider" });
    expect(within(list).getByTestId("overall-rating").textContent).toBe("A");
  });

  test("shows a spinner while loading and an error when the list fails", async () => {
    await open(RATINGS, {
      "esgRatings.list": async () => {
        await delay(200);
        throw trpcError("INTERNAL_SERVER_ERROR", "boom");
      },
    });
    expect(screen.getByRole("status", { name: "Loading ESG ratings" })).toBeVisible();
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to load ESG ratings");
  });
});
