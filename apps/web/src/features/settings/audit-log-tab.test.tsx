import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, test, vi } from "vitest";
import { saveBlob } from "../../lib/download";
import { mockApi } from "../../test/api";
import { demoUser } from "../../test/fixtures";
import { renderApp } from "../../test/render-app";
import { callsTo } from "../../test/trpc-msw";
import { AUDIT_CSV_COLUMNS } from "./audit-csv";
import { auditEntries, fakeAuditApi, fakeMembersApi } from "./test-fixtures";

vi.mock("../../lib/download", () => ({ saveBlob: vi.fn() }));

beforeEach(() => {
  vi.mocked(saveBlob).mockClear();
});

const ENTRIES = auditEntries(120);

async function openAuditLog(role: "admin" | "auditor" = "admin") {
  const api = mockApi({
    user: { ...demoUser, role },
    procedures: { ...fakeMembersApi().procedures, ...fakeAuditApi(ENTRIES).procedures },
  });
  const app = renderApp("/settings?tab=audit-log");
  const table = await screen.findByRole("table", { name: "Audit log entries, newest first" });
  return { ...app, api, table };
}

/** The last audit log request's input. */
const lastQuery = (api: Awaited<ReturnType<typeof openAuditLog>>["api"]) =>
  callsTo(api.calls, "members.auditLog").at(-1)?.input;

const rows = (table: HTMLElement) => within(table).getAllByRole("row").slice(1);

async function savedCsv(call = 0): Promise<{ name: string; lines: string[] }> {
  await waitFor(() => expect(vi.mocked(saveBlob).mock.calls.length).toBeGreaterThan(call));
  const [blob, name] = vi.mocked(saveBlob).mock.calls[call] as [Blob, string];
  return { name, lines: (await blob.text()).split("\r\n").filter(Boolean) };
}

describe("settings: audit log", () => {
  test("entries newest first with who, when, action, entity and the fields before and after", async () => {
    const { table, api } = await openAuditLog();
    expect(lastQuery(api)).toEqual({ page: 1, pageSize: 50 });
    expect(rows(table)).toHaveLength(50);
    const [first, second] = rows(table) as [HTMLElement, HTMLElement];
    expect(within(first).getByText("Alex Morgan")).toBeVisible();
    expect(within(first).getByText("Upload")).toBeVisible();
    expect(first.textContent).toContain("Data upload #100");
    expect(first.querySelector("time")?.getAttribute("dateTime")).toBe("2026-03-05T12:00:00.000Z");
    expect(within(first).getByText("bill-0.csv").tagName).toBe("INS");
    // Only the fields that changed: the unchanged topic name is left out.
    expect(within(second).getByText("Sam Okafor")).toBeVisible();
    expect(second.textContent).toContain("Materiality topic #101");
    expect(within(second).getByText("2").tagName).toBe("DEL");
    expect(within(second).getByText("5").tagName).toBe("INS");
    expect(second.textContent).not.toContain("Water use");
    expect(screen.getByText("Showing 1–50 of 120 · page 1 of 3")).toBeVisible();
  });

  test("filters: entity, user, from and to (whole local days) go to the server, page back to 1", async () => {
    const { user, api, table } = await openAuditLog();
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(lastQuery(api)).toEqual({ page: 2, pageSize: 50 }));

    await user.selectOptions(screen.getByLabelText("Entity"), "Data upload");
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({ entity: "carbon_data_source", page: 1, pageSize: 50 }),
    );
    await screen.findByText("Showing 1–40 of 40 · page 1 of 1");
    for (const row of rows(table)) expect(row.textContent).toContain("Data upload");

    // The members (admins may list them) are the people to choose from.
    const userSelect = screen.getByLabelText<HTMLSelectElement>("User");
    expect([...userSelect.options].map((o) => o.textContent)).toEqual([
      "Everyone",
      "Alex Morgan",
      "Rita Auditor",
      "Sam Okafor",
    ]);
    await user.selectOptions(userSelect, "Sam Okafor");
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({ entity: "carbon_data_source", userId: 2, page: 1, pageSize: 50 }),
    );

    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-03-01" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-03-04" } });
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({
        entity: "carbon_data_source",
        userId: 2,
        from: new Date("2026-03-01T00:00:00").toISOString(),
        to: new Date("2026-03-04T23:59:59.999").toISOString(),
        page: 1,
        pageSize: 50,
      }),
    );

    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    // The unfiltered first page is still cached: shown again without a request.
    await screen.findByText("Showing 1–50 of 120 · page 1 of 3");
    expect(screen.getByLabelText<HTMLSelectElement>("Entity").value).toBe("");
  });

  test("a start after the end is said on the To field and not sent", async () => {
    const { api } = await openAuditLog();
    const sent = callsTo(api.calls, "members.auditLog").length;
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-03-05" } });
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-03-01" } });
    expect(await screen.findByText("The end date is before the start date.")).toBeVisible();
    expect(screen.getByLabelText("To").getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("table")).toBeNull();
    // Only the valid "from" alone was asked for.
    expect(callsTo(api.calls, "members.auditLog").length).toBeLessThanOrEqual(sent + 1);
  });

  test("paging: Next and Previous, disabled at the ends", async () => {
    const { user, api } = await openAuditLog();
    const previous = screen.getByRole<HTMLButtonElement>("button", { name: "Previous" });
    expect(previous.disabled).toBe(true);
    await user.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByText("Showing 51–100 of 120 · page 2 of 3");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByText("Showing 101–120 of 120 · page 3 of 3");
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Next" }).disabled).toBe(true);
    expect(lastQuery(api)).toEqual({ page: 3, pageSize: 50 });
  });

  test("CSV export of the page on screen, built in the browser", async () => {
    const { user, api } = await openAuditLog();
    const requests = callsTo(api.calls, "members.auditLog").length;
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await user.click(await screen.findByRole("menuitem", { name: /This page/ }));
    const { name, lines } = await savedCsv();
    expect(name).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}-page-1\.csv$/);
    expect(lines[0]).toBe(AUDIT_CSV_COLUMNS.join(","));
    expect(lines).toHaveLength(51);
    expect(lines[1]).toBe(
      '120,2026-03-05T12:00:00.000Z,1,Alex Morgan,admin,upload,carbon_data_source,100,,"{""fileName"":""bill-0.csv"",""activityCount"":12}"',
    );
    expect(callsTo(api.calls, "members.auditLog")).toHaveLength(requests);
  });

  test("CSV export of all pages of the filter, fetched page by page", async () => {
    const { user, api } = await openAuditLog("auditor");
    await user.selectOptions(screen.getByLabelText("Entity"), "Materiality topic");
    await screen.findByText("Showing 1–50 of 80 · page 1 of 2");
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await user.click(await screen.findByRole("menuitem", { name: /All pages/ }));
    const { name, lines } = await savedCsv();
    expect(name).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(lines).toHaveLength(81);
    expect(lines.slice(1).every((l) => l.includes(",materiality_topic,"))).toBe(true);
    expect(lastQuery(api)).toEqual({ entity: "materiality_topic", page: 1, pageSize: 500 });
  });

  test("an auditor picks among the people met in the log (members are the admin's)", async () => {
    const { api } = await openAuditLog("auditor");
    const userSelect = screen.getByLabelText<HTMLSelectElement>("User");
    await waitFor(() =>
      expect([...userSelect.options].map((o) => o.textContent)).toEqual([
        "Everyone",
        "Alex Morgan",
        "Sam Okafor",
      ]),
    );
    expect(callsTo(api.calls, "members.list")).toHaveLength(0);
  });
});
