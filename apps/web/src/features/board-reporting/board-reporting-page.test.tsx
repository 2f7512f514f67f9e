import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { mockApi } from "../../test/api";
import { renderApp, renderWithApi } from "../../test/render-app";
import { queryToasts } from "../../test/toasts";
import { callsTo, type ProcedureMap, trpcError } from "../../test/trpc-msw";
import { ReportingCalendarTab } from "./reporting-calendar-tab";
import { fakeBoard, REPORTS } from "./test-fixtures";

async function open(initial = REPORTS, overrides: ProcedureMap = {}) {
  const api = fakeBoard(initial, overrides);
  const app = renderApp("/board-reporting");
  await screen.findByRole("heading", { level: 1, name: "Board Reporting Templates" });
  return { ...app, api };
}

const statValue = (label: string) =>
  screen.getByRole("heading", { level: 2, name: label }).closest("section")?.querySelector("p")?.textContent;

const reportCard = (title: string) => screen.findByRole("article", { name: title });

describe("board reporting page", () => {
  test("shows the five counts and the reports newest first", async () => {
    await open();
    const list = await screen.findByRole("list", { name: "Board reports" });
    expect(statValue("Total Reports")).toBe("4");
    expect(statValue("Drafts")).toBe("1");
    expect(statValue("In Review")).toBe("1");
    expect(statValue("Approved")).toBe("1");
    expect(statValue("Published")).toBe("1");
    expect(
      within(list)
        .getAllByRole("heading", { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(["Q2 ESG Update", "Supply Chain Risk Review", "Q1 ESG Update", "FY2025 Annual Report"]);
    const approved = await reportCard("Q1 ESG Update");
    expect(within(approved).getByText(/Approved by Alex Morgan/)).toBeVisible();
    expect(within(approved).getByText("3")).toBeVisible();
  });

  test("offers 'Submit for Review' on drafts and 'Approve' in review only", async () => {
    await open();
    const draft = await reportCard("Q2 ESG Update");
    expect(within(draft).getByRole("button", { name: "Submit for Review" })).toBeEnabled();
    expect(within(draft).queryByRole("button", { name: "Approve" })).toBeNull();
    const review = await reportCard("Supply Chain Risk Review");
    expect(within(review).getByRole("button", { name: "Approve" })).toBeEnabled();
    for (const title of ["Q1 ESG Update", "FY2025 Annual Report"]) {
      expect(within(await reportCard(title)).queryByRole("button")).toBeNull();
    }
  });

  test("'Submit for Review' then 'Approve' move the report and refresh the counts", async () => {
    const { api, user } = await open();
    await user.click(
      within(await reportCard("Q2 ESG Update")).getByRole("button", { name: "Submit for Review" }),
    );
    await waitFor(() => expect(statValue("In Review")).toBe("2"));
    expect(statValue("Drafts")).toBe("0");
    await user.click(within(await reportCard("Q2 ESG Update")).getByRole("button", { name: "Approve" }));
    await waitFor(() => expect(statValue("Approved")).toBe("2"));
    expect(callsTo(api.calls, "boardReporting.updateStatus").map((c) => c.input)).toEqual([
      { id: 4, status: "review" },
      { id: 4, status: "approved" },
    ]);
  });

  test("a refused change shows no toast, only a note on the card", async () => {
    const { user } = await open(REPORTS, {
      "boardReporting.updateStatus": () => {
        throw trpcError("CONFLICT", "Illegal transition");
      },
    });
    const card = await reportCard("Q2 ESG Update");
    await user.click(within(card).getByRole("button", { name: "Submit for Review" }));
    await within(card).findByText("The status could not be changed.");
    expect(queryToasts()).toHaveLength(0);
  });

  test("empty state and the loading / error states", async () => {
    await open([]);
    await screen.findByText(
      "No board reports created yet. Create your first report to begin governance documentation.",
    );
    expect(screen.getByRole("button", { name: "Create Report" })).toBeEnabled();
    expect(statValue("Total Reports")).toBe("0");
  });

  test("shows an error text when the list fails", async () => {
    await open(REPORTS, {
      "boardReporting.list": () => {
        throw trpcError("INTERNAL_SERVER_ERROR", "x");
      },
    });
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to load board reports");
  });

  test("Templates: three templates with their sections; 'Use Template' opens Create Report with it", async () => {
    const { user } = await open();
    await user.click(await screen.findByRole("tab", { name: "Templates" }));
    const list = await screen.findByRole("list", { name: "Report templates" });
    const cards = within(list).getAllByRole("article");
    expect(cards.map((c) => within(c).getByRole("heading", { level: 3 }).textContent)).toEqual([
      "Executive Summary",
      "Detailed Metrics",
      "Risk Assessment",
    ]);
    const risk = within(list).getByRole("article", { name: "Risk Assessment" });
    expect(within(risk).getByText("Climate-Related Risks and Opportunities")).toBeVisible();
    await user.click(within(risk).getByRole("button", { name: "Use Template" }));
    const dialog = await screen.findByRole("dialog", { name: "Create Report" });
    expect((within(dialog).getByLabelText("Template") as HTMLSelectElement).value).toBe("risk_assessment");
  });

  test("Key Metrics: live values grouped by pillar, 'No data yet' where data is missing", async () => {
    const { api, user } = await open();
    await user.click(await screen.findByRole("tab", { name: "Key Metrics" }));
    const social = await screen.findByRole("list", { name: "Social metrics" });
    const rate = within(social).getByRole("article", { name: "Supplier ESG questionnaire response rate" });
    expect(within(rate).getByText("50%")).toBeVisible();
    expect(within(rate).getByText("1 of 2 suppliers responded")).toBeVisible();
    const env = screen.getByRole("list", { name: "Environmental metrics" });
    const total = within(env).getByRole("article", { name: "Total GHG emissions" });
    expect(within(total).getByText("No data yet")).toBeVisible();
    expect(callsTo(api.calls, "boardReporting.keyMetrics")).toHaveLength(1);
    // Re-read on every visit: other screens change the data behind it.
    await user.click(screen.getByRole("tab", { name: "Reports" }));
    await user.click(screen.getByRole("tab", { name: "Key Metrics" }));
    await screen.findByRole("list", { name: "Social metrics" });
    await waitFor(() => expect(callsTo(api.calls, "boardReporting.keyMetrics")).toHaveLength(2));
  });

  test("Reporting Calendar tab lists the sample deadlines", async () => {
    const { user } = await open();
    await user.click(await screen.findByRole("tab", { name: "Reporting Calendar" }));
    const list = await screen.findByRole("list", { name: "Reporting deadlines" });
    expect(within(list).getAllByRole("article").length).toBeGreaterThanOrEqual(5);
  });
});

describe("reporting calendar", () => {
  test("colours and day counts follow the 30-day rule", async () => {
    mockApi();
    renderWithApi(<ReportingCalendarTab today="2026-05-10" />);
    const row = (title: string) => screen.getByRole("article", { name: title });
    const overdue = row("Quarterly ESG Board Pack");
    expect(overdue.dataset.tone).toBe("red");
    expect(within(overdue).getByText("4 days overdue")).toBeVisible();
    expect(within(overdue).getByText("In Progress")).toBeVisible();
    const soon = row("Audit Committee: ESG Data Controls Review");
    expect(soon.dataset.tone).toBe("orange");
    expect(within(soon).getByText("12 days left")).toBeVisible();
    expect(within(soon).getByText("Completed")).toBeVisible();
    const later = row("CSRD Sustainability Statement Sign-off");
    expect(later.dataset.tone).toBe("neutral");
    expect(within(later).getByText("45 days left")).toBeVisible();
    expect(within(later).getByText("Planned")).toBeVisible();
    expect(await within(later).findByText("24 Jun 2026")).toBeVisible();
  });
});
