import type { StakeholderFeedback } from "@esg/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { delay } from "msw";
import { describe, expect, test } from "vitest";
import { mockApi } from "../../test/api";
import { renderApp } from "../../test/render-app";
import { callsTo, type ProcedureMap, trpcError } from "../../test/trpc-msw";

function feedback(id: number, patch: Partial<StakeholderFeedback> = {}): StakeholderFeedback {
  return {
    id,
    companyId: 1,
    topic: `Topic ${id}`,
    stakeholderType: "customer",
    feedbackType: "question",
    priority: "medium",
    status: "open",
    message: `Message ${id}`,
    contactEmail: null,
    response: null,
    respondedAt: null,
    createdAt: "2026-03-01T10:00:00.000Z",
    ...patch,
  };
}

const SEED: StakeholderFeedback[] = [
  feedback(1, {
    topic: "Lorry noise",
    stakeholderType: "community",
    priority: "high",
    contactEmail: "res@example.org",
  }),
  feedback(2, {
    topic: "Carbon footprints",
    priority: "critical",
    status: "in_progress",
    response: "Working on it.",
    respondedAt: "2026-03-02T10:00:00.000Z",
  }),
  feedback(3, { topic: "SBTi timetable", stakeholderType: "investor", priority: "high" }),
  feedback(4, { topic: "Packaging", status: "resolved", priority: "low", response: "Done." }),
  feedback(5, { topic: "Open day", stakeholderType: "community", status: "closed", priority: "low" }),
  feedback(6, { topic: "Heat", stakeholderType: "employee", status: "open" }),
];

/** A fake API that applies responses in memory, as the server would. */
function fakeFeedback(initial: StakeholderFeedback[], overrides: ProcedureMap = {}) {
  let items = [...initial];
  return mockApi({
    procedures: {
      "stakeholderEngagement.list": () => items,
      "stakeholderEngagement.respond": ({ id: rawId, status, response }) => {
        const id = Number(rawId);
        const current = items.find((f) => f.id === id);
        if (!current) throw trpcError("NOT_FOUND", "Feedback not found");
        const updated = {
          ...current,
          status,
          ...(response ? { response, respondedAt: "2026-03-05T10:00:00.000Z" } : {}),
        };
        items = items.map((f) => (f.id === id ? updated : f));
        return updated;
      },
      ...overrides,
    },
  });
}

async function open(initial = SEED, overrides: ProcedureMap = {}) {
  const api = fakeFeedback(initial, overrides);
  const app = renderApp("/stakeholder-engagement");
  await screen.findByRole("heading", { level: 1, name: "Stakeholder Engagement Portal" });
  return { ...app, api };
}

const stat = (label: string) =>
  (screen.getByRole("heading", { level: 2, name: label }).closest("section") as HTMLElement).querySelector(
    "p",
  )?.textContent;

const itemFor = async (topic: string) =>
  (await screen.findByRole("heading", { level: 3, name: topic })).closest("li") as HTMLElement;

describe("stakeholder engagement page", () => {
  test("shows the summary counts: total, open, in progress, resolved", async () => {
    await open();
    await screen.findByRole("heading", { level: 2, name: "Total Feedback" });
    expect(stat("Total Feedback")).toBe("6");
    expect(stat("Open")).toBe("3");
    expect(stat("In Progress")).toBe("1");
    expect(stat("Resolved")).toBe("1");
  });

  test("lists feedback; the Respond button is hidden once resolved or closed", async () => {
    await open();
    const list = await screen.findByRole("list", { name: "Stakeholder feedback" });
    expect(within(list).getAllByRole("heading", { level: 3 })).toHaveLength(6);
    expect(
      within(await itemFor("Lorry noise")).getByRole("button", { name: "Respond: Lorry noise" }),
    ).toBeVisible();
    expect(
      within(await itemFor("Carbon footprints")).getByRole("button", {
        name: "Update Response: Carbon footprints",
      }),
    ).toBeVisible();
    expect(within(await itemFor("Packaging")).queryByRole("button")).toBeNull();
    expect(within(await itemFor("Open day")).queryByRole("button")).toBeNull();
    expect(within(await itemFor("Packaging")).getByText("Done.")).toBeVisible();
    expect(within(await itemFor("Lorry noise")).getByText(/res@example\.org/)).toBeVisible();
  });

  test("shows dates in the app's one format (en-GB, day month-short year), not the browser's", async () => {
    await open();
    const item = await itemFor("Carbon footprints");
    expect(item.textContent).toContain("Received 1 Mar 2026");
    expect(item.textContent).toContain("Response · 2 Mar 2026");
  });

  test("shows submitted markup as text, never as HTML", async () => {
    const w = window as unknown as { __pwned?: number };
    w.__pwned = undefined;
    const message = '<img src="x" onerror="window.__pwned = 1"><script>window.__pwned = 2</script>';
    await open([feedback(9, { topic: "<b>bold</b>", message })]);
    const item = await itemFor("<b>bold</b>");
    expect(within(item).getByTestId("feedback-message").textContent).toBe(message);
    expect(item.querySelectorAll("img, script, b")).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 20));
    expect(w.__pwned).toBeUndefined();
  });

  test("shows the empty state with no feedback", async () => {
    await open([]);
    expect(await screen.findByText("No stakeholder feedback received yet")).toBeVisible();
    expect(stat("Total Feedback")).toBe("0");
  });

  test("shows a spinner while loading and a message when loading fails", async () => {
    await open(SEED, {
      "stakeholderEngagement.list": async () => {
        await delay(200);
        throw trpcError("INTERNAL_SERVER_ERROR", "boom");
      },
    });
    expect(await screen.findByRole("status", { name: "Loading stakeholder feedback" })).toBeVisible();
    expect((await screen.findByRole("alert")).textContent).toBe("Failed to load stakeholder feedback");
  });

  test("Analytics counts by stakeholder type and by priority", async () => {
    const { user } = await open();
    await user.click(await screen.findByRole("tab", { name: "Analytics" }));
    const byType = await screen.findByRole("list", { name: "Feedback by Stakeholder Type" });
    const rows = (list: HTMLElement) =>
      within(list)
        .getAllByRole("listitem")
        .map((li) => li.querySelector("div")?.textContent);
    expect(rows(byType)).toEqual(["Customer2", "Investor1", "Employee1", "Community2"]);
    const byPriority = screen.getByRole("list", { name: "Feedback by Priority" });
    expect(rows(byPriority)).toEqual(["Critical1", "High2", "Medium1", "Low2"]);
    expect(within(byType).getByRole("progressbar", { name: "Customer: 33% of feedback" })).toBeVisible();
  });

  test("Public Submission shows a non-functional form and the endpoint note", async () => {
    const { user, api } = await open();
    await user.click(await screen.findByRole("tab", { name: "Public Submission" }));
    const form = await screen.findByRole("form", { name: "Public feedback form (preview)" });
    const submit = within(form).getByRole("button", { name: "Submit Feedback" }) as HTMLButtonElement;
    expect(submit.closest("fieldset")?.disabled).toBe(true);
    expect(screen.getByText("POST /api/stakeholder-feedback")).toBeVisible();
    // The organisation's own link name, so submissions reach this company only.
    expect(await screen.findByText('companySlug: "northwind-components-ltd"')).toBeVisible();
    const before = api.calls.length;
    await user.click(submit);
    expect(api.calls.length).toBe(before);
  });
});

describe("Respond dialog", () => {
  test("defaults to In Progress, offers the three statuses, sends the trimmed response and toasts", async () => {
    const { user, api } = await open();
    await user.click(await screen.findByRole("button", { name: "Respond: Lorry noise" }));
    const d = await screen.findByRole("dialog", { name: "Respond to Feedback" });
    const status = within(d).getByLabelText("Status") as HTMLSelectElement;
    expect(status.value).toBe("in_progress");
    expect(Array.from(status.options).map((o) => o.textContent)).toEqual([
      "In Progress",
      "Resolved",
      "Closed",
    ]);
    await user.selectOptions(status, "resolved");
    await user.type(within(d).getByLabelText("Response"), "  Marshals now stop idling.  ");
    await user.click(within(d).getByRole("button", { name: "Send Response" }));

    expect(await screen.findByText("Your response has been sent to the stakeholder")).toBeVisible();
    expect(screen.getByText("Response Sent")).toBeVisible();
    expect(callsTo(api.calls, "stakeholderEngagement.respond").map((c) => c.input)).toEqual([
      { id: 1, status: "resolved", response: "Marshals now stop idling." },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // The list refetches: the item is resolved now, so its button is gone and the counts moved.
    await waitFor(async () => expect(within(await itemFor("Lorry noise")).queryByRole("button")).toBeNull());
    expect(stat("Resolved")).toBe("2");
    expect(stat("Open")).toBe("2");
  });

  test("an empty response is omitted; an earlier response is offered for editing", async () => {
    const { user, api } = await open();
    await user.click(await screen.findByRole("button", { name: "Update Response: Carbon footprints" }));
    const d = await screen.findByRole("dialog");
    const response = within(d).getByLabelText("Response") as HTMLTextAreaElement;
    expect(response.value).toBe("Working on it.");
    await user.clear(response);
    await user.type(response, "   ");
    await user.click(within(d).getByRole("button", { name: "Update Status" }));
    await waitFor(() => expect(callsTo(api.calls, "stakeholderEngagement.respond")).toHaveLength(1));
    expect(callsTo(api.calls, "stakeholderEngagement.respond")[0]?.input).toEqual({
      id: 2,
      status: "in_progress",
    });
  });

  test("Resolved without a response says the status changed, not that a response was sent", async () => {
    const { user, api } = await open();
    await user.click(await screen.findByRole("button", { name: "Respond: Lorry noise" }));
    const d = await screen.findByRole("dialog", { name: "Respond to Feedback" });
    expect(within(d).queryByRole("button", { name: "Send Response" })).toBeNull();
    await user.selectOptions(within(d).getByLabelText("Status"), "resolved");
    await user.click(within(d).getByRole("button", { name: "Update Status" }));

    expect(await screen.findByText("Feedback marked as Resolved. No response was sent.")).toBeVisible();
    expect(screen.getByText("Status Updated")).toBeVisible();
    expect(screen.queryByText("Response Sent")).toBeNull();
    expect(screen.queryByText("Your response has been sent to the stakeholder")).toBeNull();
    expect(callsTo(api.calls, "stakeholderEngagement.respond").map((c) => c.input)).toEqual([
      { id: 1, status: "resolved" },
    ]);
  });

  test("a failure toasts 'Failed to send response' and keeps the dialog", async () => {
    const { user } = await open(SEED, {
      "stakeholderEngagement.respond": () => {
        throw trpcError("CONFLICT", "This feedback is closed and can no longer be answered");
      },
    });
    await user.click(await screen.findByRole("button", { name: "Respond: SBTi timetable" }));
    const d = await screen.findByRole("dialog");
    await user.type(within(d).getByLabelText("Response"), "Q3");
    await user.click(within(d).getByRole("button", { name: "Send Response" }));
    const toast = (await screen.findByText("Failed to send response")).closest("li");
    expect(toast?.textContent).toContain("Error");
    expect(toast?.dataset.variant).toBe("destructive");
    expect(screen.getByRole("dialog")).toBeVisible();
  });

  test("the server's field issues (400) are shown on the field, beside the failure toast", async () => {
    const { user } = await open(SEED, {
      "stakeholderEngagement.respond": () => {
        throw trpcError("BAD_REQUEST", "Invalid input", [
          { path: ["response"], message: "Response must be at most 5000 characters" },
        ]);
      },
    });
    await user.click(await screen.findByRole("button", { name: "Respond: SBTi timetable" }));
    const d = await screen.findByRole("dialog");
    await user.type(within(d).getByLabelText("Response"), "Q3");
    await user.click(within(d).getByRole("button", { name: "Send Response" }));
    expect(await within(d).findByText("Response must be at most 5000 characters")).toBeVisible();
    expect(within(d).getByLabelText("Response").getAttribute("aria-invalid")).toBe("true");
    expect(await screen.findByText("Failed to send response")).toBeVisible();
  });

  test("a response over the length cap is refused client-side", async () => {
    const { user, api } = await open();
    await user.click(await screen.findByRole("button", { name: "Respond: Heat" }));
    const d = await screen.findByRole("dialog");
    const response = within(d).getByLabelText("Response") as HTMLTextAreaElement;
    // maxLength stops typing past the cap; a pasted over-long text is caught by the schema.
    response.removeAttribute("maxLength");
    await user.click(response);
    await user.paste("x".repeat(5001));
    await user.click(within(d).getByRole("button", { name: "Send Response" }));
    expect(await within(d).findByText("Response must be at most 5000 characters")).toBeVisible();
    expect(callsTo(api.calls, "stakeholderEngagement.respond")).toHaveLength(0);
  });
});
