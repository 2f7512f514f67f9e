import type { FullAssessment, PillarAssessment } from "@esg/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { delay } from "msw";
import { describe, expect, test } from "vitest";
import { mockApi } from "../../test/api";
import { renderApp } from "../../test/render-app";
import { type ProcedureResolver, trpcError } from "../../test/trpc-msw";

const pillar = (
  score: number,
  breakdown: Record<string, number>,
  recommendations: string[],
): PillarAssessment => ({
  score,
  breakdown,
  recommendations,
  missingData: [],
});

function fixture(overrides: Partial<FullAssessment> = {}): FullAssessment {
  return {
    detailedScores: {
      environmental: {
        ...pillar(80, { emissionsIntensity: 70, renewableEnergy: 58, dataCoverage: 100 }, [
          "Renewables supply 58% of electricity. Source the remaining 42% from renewables.",
        ]),
        benchmarking: {
          renewableEnergy: {
            percentile: 66,
            comparison: "58% in 2025 against an industry average of 45.3%",
            recommendation: "Reaching 65% puts the company in the top quartile.",
          },
        },
      },
      social: pillar(75, { supplierEngagement: 60, dataCoverage: 100 }, [
        "6 of 10 suppliers answered the ESG questionnaire (60%). Follow up the 4 suppliers.",
      ]),
      governance: pillar(65, { regulatoryCompliance: 45, dataCoverage: 80 }, [
        "3 of 11 regulatory requirements are complete. Complete the 8 open requirements.",
        "Data coverage is 80%: record board independence in Peer Benchmarking.",
      ]),
    },
    benchmarking: {
      ranking: "56th percentile (Above Average)",
      industry: "Manufacturing",
      peerComparison: { environmental: "Excellent", social: "Below Average", governance: "Not benchmarked" },
      intensityNote: null,
      industryEmissions: {
        year: 2025,
        topPerformer: 2374.7,
        median: 12050.2,
        average: 15000,
        source: "US EPA USEEIO v1.3",
      },
    },
    nextSteps: [
      "Complete the 8 open requirements (up to +4.6 points overall)",
      "Carry out the mitigation plans (up to +3.1 points overall)",
      "Source the remaining 42% of electricity from renewables (up to +2.8 points overall)",
    ],
    overallScore: 73,
    dataCoverage: 93,
    summaryText: "Northwind Components Ltd scores 73/100 on ESG maturity.",
    methodology: [],
    ...overrides,
  };
}

async function open(resolver: ProcedureResolver<"assessment.full"> = () => fixture()) {
  const api = mockApi({ procedures: { "assessment.full": resolver } });
  const app = renderApp("/assessment");
  await screen.findByRole("heading", { level: 1, name: "Full ESG Assessment" });
  return { ...app, api };
}

const pillarCard = (name: string) => screen.findByRole("region", { name });

describe("full assessment page", () => {
  test("shows the three pillar cards with score, progress bar and peer badge", async () => {
    await open();
    for (const [name, score, peer, tone] of [
      ["Environmental", 80, "Excellent", "green"],
      ["Social", 75, "Below Average", "red"],
      ["Governance", 65, "Not benchmarked", "grey"],
    ] as const) {
      const card = await pillarCard(name);
      expect(within(card).getByTestId(`${name.toLowerCase()}-score`).textContent).toBe(`${score}/100`);
      const bar = within(card).getByRole("progressbar", { name: `${name} score` });
      expect(bar.getAttribute("aria-valuenow")).toBe(String(score));
      expect(bar.getAttribute("aria-valuemax")).toBe("100");
      expect(within(card).getByLabelText(`Peer comparison: ${peer}`).dataset.tone).toBe(tone);
    }
  });

  test("lists each pillar's named sub-scores and key recommendations", async () => {
    await open();
    const social = await pillarCard("Social");
    const breakdown = within(social).getByRole("region", { name: "Social score breakdown" });
    expect(
      within(breakdown)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Supplier engagement60/100", "Data coverage100/100"]);
    const governance = await pillarCard("Governance");
    const recs = within(governance).getByRole("region", { name: "Governance key recommendations" });
    expect(
      within(recs)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "3 of 11 regulatory requirements are complete. Complete the 8 open requirements.",
      "Data coverage is 80%: record board independence in Peer Benchmarking.",
    ]);
  });

  test("shows percentile, comparison and recommendation only for benchmarked environmental sub-scores", async () => {
    await open();
    const env = await pillarCard("Environmental");
    const renewable = within(env).getByTestId("sub-score-renewableEnergy");
    expect(within(renewable).getByText("Renewable energy")).toBeVisible();
    expect(within(renewable).getByText("66th percentile")).toBeVisible();
    expect(within(renewable).getByText("58% in 2025 against an industry average of 45.3%")).toBeVisible();
    expect(within(renewable).getByText("Reaching 65% puts the company in the top quartile.")).toBeVisible();
    const intensity = within(env).getByTestId("sub-score-emissionsIntensity");
    expect(within(intensity).queryByText(/percentile/)).toBeNull();
  });

  test("shows the Industry Benchmarking card with ranking, industry and numbered priority actions", async () => {
    await open();
    const card = (await screen.findByRole("heading", { level: 2, name: "Industry Benchmarking" })).closest(
      "section",
    );
    if (!card) throw new Error("no card");
    expect(within(card).getByText("56th percentile (Above Average)")).toBeVisible();
    expect(within(card).getByText("Manufacturing")).toBeVisible();
    // The Carbon screen's P90 and median of the same year, with thousands separators.
    expect(within(card).getByText("Industry emissions, 2025")).toBeVisible();
    expect(within(card).getByText("2,374.7 t CO2e")).toBeVisible();
    expect(within(card).getByText("12,050.2 t CO2e")).toBeVisible();
    const steps = within(within(card).getByRole("list", { name: "Priority actions" })).getAllByRole(
      "listitem",
    );
    expect(steps.map((li) => li.textContent)).toEqual([
      "1Complete the 8 open requirements (up to +4.6 points overall)",
      "2Carry out the mitigation plans (up to +3.1 points overall)",
      "3Source the remaining 42% of electricity from renewables (up to +2.8 points overall)",
    ]);
  });

  test("the Industry Benchmarking card says when the year has no revenue, with a link to add it", async () => {
    const note = "No revenue recorded for 2024 — add it in Settings → Company to see intensity.";
    const base = fixture();
    await open(() => fixture({ benchmarking: { ...base.benchmarking, intensityNote: note } }));
    const card = (await screen.findByRole("heading", { level: 2, name: "Industry Benchmarking" })).closest(
      "section",
    );
    if (!card) throw new Error("no card");
    expect(within(card).getByRole("note").textContent).toContain(note);
    expect(within(card).getByRole("link", { name: "Open Settings → Company" }).getAttribute("href")).toBe(
      "/settings?tab=company",
    );
  });

  test("shows the summary, overall score and data coverage", async () => {
    await open();
    expect(await screen.findByText("Northwind Components Ltd scores 73/100 on ESG maturity.")).toBeVisible();
    expect(screen.getByText("93%")).toBeVisible();
  });

  test("shows a spinner while loading, then the failure message", async () => {
    await open(async () => {
      await delay(150);
      throw trpcError("INTERNAL_SERVER_ERROR", "boom");
    });
    expect(await screen.findByRole("status", { name: "Loading assessment" })).toBeVisible();
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to load assessment data");
  });

  test("the back button goes to /", async () => {
    const { user, pathname } = await open();
    await user.click(await screen.findByRole("button", { name: /Back to Dashboard/ }));
    await waitFor(() => expect(pathname()).toBe("/"));
  });
});
