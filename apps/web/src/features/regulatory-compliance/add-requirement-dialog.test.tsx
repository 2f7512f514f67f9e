import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { renderApp } from "../../test/render-app";
import { queryToasts } from "../../test/toasts";
import { callsTo, trpcError } from "../../test/trpc-msw";
import { mockRequirementsApi, requirement } from "./test-api";

async function openDialog(...args: Parameters<typeof mockRequirementsApi>) {
  const api = mockRequirementsApi(...args);
  const app = renderApp("/regulatory-compliance");
  await screen.findByRole("tab", { name: "Requirements" });
  await app.user.click(screen.getByRole("button", { name: "Add Requirement" }));
  const dialog = await screen.findByRole("dialog", { name: "Add Requirement" });
  return { ...app, api, dialog };
}

const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

async function findToastTitle(title: string) {
  const region = await screen.findByRole("region", { name: /Notifications/ });
  return within(region).findByText(title);
}

describe("Add Requirement dialog", () => {
  test("has the five fields, framework optional with the five frameworks", async () => {
    const { dialog } = await openDialog();
    for (const label of ["Requirement Title", "Description", "Framework", "Due Date", "Assigned To"]) {
      expect(field(dialog, label)).toBeVisible();
    }
    const options = Array.from((field(dialog, "Framework") as HTMLSelectElement).options).map((o) => o.value);
    expect(options).toEqual(["", "CSRD", "TCFD", "SEC", "GRI", "SASB"]);
  });

  test("title and description are required: field errors, nothing sent", async () => {
    const { user, dialog, api } = await openDialog();
    await user.type(field(dialog, "Requirement Title"), "   ");
    await user.click(within(dialog).getByRole("button", { name: "Add Requirement" }));
    expect(await within(dialog).findByText("Title is required")).toBeVisible();
    expect(within(dialog).getByText("Description is required")).toBeVisible();
    expect(field(dialog, "Requirement Title").getAttribute("aria-invalid")).toBe("true");
    expect(callsTo(api.calls, "regulatoryCompliance.create")).toHaveLength(0);

    await user.type(field(dialog, "Description"), "x");
    expect(within(dialog).queryByText("Description is required")).toBeNull();
  });

  test("sends the fields with the due date as a date, toasts 'Requirement Added', closes and refetches", async () => {
    const { user, dialog, api } = await openDialog();
    await user.type(field(dialog, "Requirement Title"), "  Pollution disclosures (ESRS E2) ");
    await user.type(field(dialog, "Description"), "Air emissions from the paint line");
    await user.selectOptions(field(dialog, "Framework"), "CSRD");
    fireEvent.change(field(dialog, "Due Date"), { target: { value: "2027-03-31" } });
    await user.type(field(dialog, "Assigned To"), "Priya Shah");
    const listCalls = callsTo(api.calls, "regulatoryCompliance.list").length;
    await user.click(within(dialog).getByRole("button", { name: "Add Requirement" }));

    expect(await findToastTitle("Requirement Added")).toBeVisible();
    expect(callsTo(api.calls, "regulatoryCompliance.create").map((c) => c.input)).toEqual([
      {
        framework: "CSRD",
        requirement: "Pollution disclosures (ESRS E2)",
        description: "Air emissions from the paint line",
        dueDate: "2027-03-31",
        assignedTo: "Priya Shah",
        completionPercentage: 0,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await screen.findByRole("article", { name: "Pollution disclosures (ESRS E2)" })).toBeVisible();
    expect(callsTo(api.calls, "regulatoryCompliance.list").length).toBeGreaterThan(listCalls);
  });

  test("empty optional fields go as null", async () => {
    const { user, dialog, api } = await openDialog([]);
    await user.type(field(dialog, "Requirement Title"), "Board ESG training");
    await user.type(field(dialog, "Description"), "Annual session");
    await user.click(within(dialog).getByRole("button", { name: "Add Requirement" }));
    await findToastTitle("Requirement Added");
    expect(callsTo(api.calls, "regulatoryCompliance.create")[0]?.input).toEqual({
      framework: null,
      requirement: "Board ESG training",
      description: "Annual session",
      dueDate: null,
      assignedTo: null,
      completionPercentage: 0,
    });
    expect(await screen.findByRole("article", { name: "Board ESG training" })).toBeVisible();
    expect(screen.queryByText("No regulatory requirements defined yet")).toBeNull();
  });

  test("a failed add shows no message and keeps the dialog open with the values", async () => {
    const { user, dialog, api } = await openDialog([requirement(1)], {
      "regulatoryCompliance.create": () => {
        throw trpcError("INTERNAL_SERVER_ERROR", "boom");
      },
    });
    await user.type(field(dialog, "Requirement Title"), "Will fail");
    await user.type(field(dialog, "Description"), "Because the server is down");
    await user.click(within(dialog).getByRole("button", { name: "Add Requirement" }));
    await waitFor(() => expect(callsTo(api.calls, "regulatoryCompliance.create")).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(queryToasts()).toHaveLength(0);
    expect(screen.getByRole("dialog", { name: "Add Requirement" })).toBeVisible();
    expect(field(dialog, "Requirement Title").value).toBe("Will fail");
  });

  test("Cancel and Escape close without sending", async () => {
    const { user, dialog, api } = await openDialog();
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await user.click(screen.getByRole("button", { name: "Add Requirement" }));
    await screen.findByRole("dialog", { name: "Add Requirement" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(callsTo(api.calls, "regulatoryCompliance.create")).toHaveLength(0);
  });
});
