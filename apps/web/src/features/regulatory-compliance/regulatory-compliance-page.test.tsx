import { screen, waitFor, within } from "@testing-library/react";
import { delay } from "msw";
import { describe, expect, test } from "vitest";
import { renderApp } from "../../test/render-app";
import { queryToasts } from "../../test/toasts";
import { callsTo, trpcError } from "../../test/trpc-msw";
import { inDays, mockRequirementsApi, requirement } from "./test-api";

async function renderPage(...args: Parameters<typeof mockRequirementsApi>) {
  const api = mockRequirementsApi(...args);
  const app = renderApp("/regulatory-compliance");
  await screen.findByRole("heading", { level: 1, name: "Regulatory Compliance Dashboard" });
  await screen.findByRole("tab", { name: "Requirements" });
  return { ...app, api };
}

const card = (title: string) => screen.getByRole("article", { name: title });
const statValue = (label: string) =>
  screen.getByRole("heading", { level: 2, name: label }).closest("section")?.querySelector("p")?.textContent;

describe("Regulatory Compliance Dashboard", () => {
  test("shows a spinner while the requirements load", async () => {
    mockRequirementsApi(undefined, {
      "regulatoryCompliance.list": async () => {
        await delay(1500);
        return [requirement(1)];
      },
    });
    renderApp("/regulatory-compliance");
    expect(await screen.findByRole("status", { name: "Loading regulatory requirements" })).toBeVisible();
    expect(await screen.findByRole("tab", { name: "Requirements" }, { timeout: 3000 })).toBeVisible();
  });

  test("the five cards count total, completed, in progress, open overdue and mean completion", async () => {
    await renderPage();
    expect(statValue("Total Requirements")).toBe("6");
    expect(statValue("Completed")).toBe("1");
    expect(statValue("In Progress")).toBe("2");
    expect(statValue("Overdue")).toBe("1");
    // (0 + 75 + 100 + 100 + 0 + 0) / 6 = 45.8
    expect(statValue("Overall Progress")).toBe("46%");
  });

  test("lists open requirements from overdue to no due date with urgency badges, completed ones last", async () => {
    await renderPage();
    const list = screen.getByRole("list", { name: "Regulatory requirements" });
    const titles = within(list)
      .getAllByRole("article")
      .map((a) => within(a).getByRole("heading").textContent);
    expect(titles).toEqual([
      "Double materiality assessment (ESRS 1)",
      "Metrics and targets: Scope 1, 2 and 3 GHG emissions",
      "Own workforce disclosures (ESRS S1)",
      "SECR statement",
      "SASB machinery metrics",
      // completed (due 40 days ago): after every open one
      "Governance: board oversight of climate-related risks",
    ]);
    const urgency = (title: string) => card(title).querySelector("[data-urgency]")?.textContent;
    expect(urgency("Double materiality assessment (ESRS 1)")).toBe("Overdue");
    expect(urgency("Metrics and targets: Scope 1, 2 and 3 GHG emissions")).toBe("Urgent");
    expect(urgency("Own workforce disclosures (ESRS S1)")).toBe("Approaching");
    expect(urgency("SECR statement")).toBe("Future");
    expect(urgency("SASB machinery metrics")).toBe("No due date");
    expect(
      within(card("Double materiality assessment (ESRS 1)")).getByText("(12 days overdue)"),
    ).toBeVisible();
    expect(within(card("SECR statement")).getByText("No framework")).toBeVisible();
  });

  test("Update Progress is hidden when completed; Mark Complete shows at 100%", async () => {
    await renderPage();
    const completed = card("Governance: board oversight of climate-related risks");
    expect(within(completed).queryByRole("button", { name: /Update Progress/ })).toBeNull();
    expect(within(completed).queryByRole("button", { name: /Mark Complete/ })).toBeNull();
    // Past due but completed: no urgency badge.
    expect(completed.querySelector("[data-urgency]")).toBeNull();
    const atHundred = card("Metrics and targets: Scope 1, 2 and 3 GHG emissions");
    expect(within(atHundred).getByRole("button", { name: /Update Progress/ })).toBeEnabled();
    expect(within(atHundred).getByRole("button", { name: /Mark Complete/ })).toBeEnabled();
    const pending = card("Own workforce disclosures (ESRS S1)");
    expect(within(pending).getByRole("button", { name: /Update Progress/ })).toBeEnabled();
    expect(within(pending).queryByRole("button", { name: /Mark Complete/ })).toBeNull();
  });

  test("Update Progress sends in_progress with +25 and the list refetches", async () => {
    const { user, api } = await renderPage();
    const listCalls = () => callsTo(api.calls, "regulatoryCompliance.list").length;
    const before = listCalls();
    await user.click(
      within(card("Own workforce disclosures (ESRS S1)")).getByRole("button", { name: /Update Progress/ }),
    );
    await waitFor(() =>
      expect(within(card("Own workforce disclosures (ESRS S1)")).getByText("25%")).toBeVisible(),
    );
    expect(callsTo(api.calls, "regulatoryCompliance.updateStatus").map((c) => c.input)).toEqual([
      { id: 1, status: "in_progress", completionPercentage: 25 },
    ]);
    expect(listCalls()).toBeGreaterThan(before);
    expect(within(card("Own workforce disclosures (ESRS S1)")).getByText("In Progress")).toBeVisible();
  });

  test("Mark Complete sends completed at 100 and hides both buttons", async () => {
    const { user, api } = await renderPage();
    const title = "Metrics and targets: Scope 1, 2 and 3 GHG emissions";
    await user.click(within(card(title)).getByRole("button", { name: /Mark Complete/ }));
    await waitFor(() =>
      expect(within(card(title)).queryByRole("button", { name: /Update Progress/ })).toBeNull(),
    );
    expect(within(card(title)).getByText("Completed")).toBeVisible();
    expect(callsTo(api.calls, "regulatoryCompliance.updateStatus").map((c) => c.input)).toEqual([
      { id: 4, status: "completed", completionPercentage: 100 },
    ]);
    expect(statValue("Completed")).toBe("2");
  });

  test("a failed status update shows no message", async () => {
    const { user, api } = await renderPage(undefined, {
      "regulatoryCompliance.updateStatus": () => {
        throw trpcError("CONFLICT", "This requirement is already completed");
      },
    });
    await user.click(
      within(card("Own workforce disclosures (ESRS S1)")).getByRole("button", { name: /Update Progress/ }),
    );
    await waitFor(() => expect(callsTo(api.calls, "regulatoryCompliance.updateStatus")).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(queryToasts()).toHaveLength(0);
    expect(within(card("Own workforce disclosures (ESRS S1)")).getByText("0%")).toBeVisible();
  });

  test("Framework Overview matches the standard items by the first 10 characters of the title", async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole("tab", { name: "Framework Overview" }));
    const csrd = screen.getByRole("region", { name: "CSRD Checklist" });
    expect(within(csrd).getAllByRole("listitem")).toHaveLength(5);
    expect(within(csrd).getByText("0/5 completed")).toBeVisible();
    expect(within(csrd).getByText("In progress · 75%")).toBeVisible();
    expect(within(csrd).getByText("Pending · 0%")).toBeVisible();
    expect(within(csrd).getAllByText("Not tracked")).toHaveLength(3);
    const tcfd = screen.getByRole("region", { name: "TCFD Checklist" });
    expect(within(tcfd).getByText("1/5 completed")).toBeVisible();
    const sec = screen.getByRole("region", { name: "SEC Checklist" });
    expect(within(sec).getAllByText("Not tracked")).toHaveLength(5);
  });

  test("Track opens Add Requirement with the framework and the item's title", async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole("tab", { name: "Framework Overview" }));
    await user.click(
      screen.getByRole("button", { name: "Track Scope 1 and Scope 2 GHG emissions (Item 1505)" }),
    );
    const dialog = await screen.findByRole("dialog", { name: "Add Requirement" });
    expect((within(dialog).getByLabelText("Requirement Title") as HTMLInputElement).value).toBe(
      "Scope 1 and Scope 2 GHG emissions (Item 1505)",
    );
    expect((within(dialog).getByLabelText("Framework") as HTMLSelectElement).value).toBe("SEC");
  });

  test("Compliance Calendar lists dated requirements by month with their distance", async () => {
    const { user } = await renderPage();
    await user.click(screen.getByRole("tab", { name: "Compliance Calendar" }));
    const panel = screen.getByRole("tabpanel", { name: "Compliance Calendar" });
    const items = within(panel).getAllByRole("listitem");
    expect(items).toHaveLength(5);
    expect(items[0]?.textContent).toContain("Governance: board oversight");
    expect(items[0]?.textContent).not.toContain("overdue");
    expect(items[1]?.textContent).toContain("12 days overdue");
    expect(items[2]?.textContent).toContain("10 days left");
    expect(within(panel).queryByText("SASB machinery metrics")).toBeNull();
  });

  test("empty states: no requirements, no deadlines", async () => {
    const { user } = await renderPage([]);
    expect(screen.getByText("No regulatory requirements defined yet")).toBeVisible();
    expect(statValue("Total Requirements")).toBe("0");
    expect(statValue("Overall Progress")).toBe("0%");
    await user.click(screen.getByRole("tab", { name: "Compliance Calendar" }));
    expect(await screen.findByText("No compliance deadlines set")).toBeVisible();
  });

  test("no deadlines when no requirement has a due date", async () => {
    const { user } = await renderPage([requirement(1)]);
    await user.click(screen.getByRole("tab", { name: "Compliance Calendar" }));
    expect(await screen.findByText("No compliance deadlines set")).toBeVisible();
  });

  test("a failed load shows an error", async () => {
    mockRequirementsApi(undefined, {
      "regulatoryCompliance.list": () => {
        throw trpcError("INTERNAL_SERVER_ERROR", "boom");
      },
    });
    renderApp("/regulatory-compliance");
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to load regulatory requirements");
  });

  test("the due date in the card is the calendar date", async () => {
    await renderPage([requirement(1, { requirement: "Dated", dueDate: inDays(0) })]);
    expect(within(card("Dated")).getByText("(Due today)")).toBeVisible();
  });
});
