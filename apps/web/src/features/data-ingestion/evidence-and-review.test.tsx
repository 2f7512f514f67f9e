import type { CarbonDataSource, CarbonEvidence } from "@esg/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, test } from "vitest";
import { mockApi } from "../../test/api";
import { serveFile, spyOnSave } from "../../test/downloads";
import { demoUser } from "../../test/fixtures";
import { server } from "../../test/msw-server";
import { renderApp } from "../../test/render-app";
import { findToast } from "../../test/toasts";
import { callsTo } from "../../test/trpc-msw";
import { fakeCarbonApi, SOURCE_REVIEW_DEFAULTS } from "./test-fixtures";

const source = (id: number, overrides: Partial<CarbonDataSource> = {}): CarbonDataSource => ({
  id,
  fileName: `bill-${id}.csv`,
  sourceType: "energy_bill",
  processingStatus: "processed",
  errorMessage: null,
  activityCount: 4,
  totalEmissions: 2556.02,
  uploadedAt: "2026-11-20T08:15:00.000Z",
  hasContent: true,
  voided: null,
  ...SOURCE_REVIEW_DEFAULTS,
  ...overrides,
});

const PENDING_BY_COLLEAGUE = { reviewStatus: "pending", uploadedBy: { id: 2, name: "Jo Uploader" } } as const;

const EVIDENCE: CarbonEvidence = {
  id: 7,
  dataSourceId: 1,
  fileName: "March bill.pdf",
  sha256: "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08",
  size: 48_213,
  contentType: "application/pdf",
  uploadedAt: "2026-11-21T09:00:00.000Z",
  uploadedBy: "Alex Morgan",
};

async function open(
  sources: CarbonDataSource[],
  opts: { evidence?: CarbonEvidence[]; role?: "admin" | "editor" } = {},
) {
  const carbon = fakeCarbonApi({ sources, evidence: opts.evidence });
  const api = mockApi({ procedures: carbon.procedures, user: { ...demoUser, role: opts.role ?? "admin" } });
  const app = renderApp("/data-ingestion");
  await screen.findByRole("heading", { level: 1, name: "Data Ingestion" });
  await app.user.click(screen.getByRole("tab", { name: "Data Sources" }));
  const list = await screen.findByRole("list", { name: "Data sources" });
  return { ...app, api, carbon, list };
}

const item = (list: HTMLElement, name: string) =>
  within(list).getByRole("heading", { name }).closest("li") as HTMLElement;

describe("review of pending uploads", () => {
  test("another admin sees Pending review and approves it; the sources are refetched", async () => {
    const { user, api, list } = await open([source(1, PENDING_BY_COLLEAGUE)]);
    const upload = item(list, "bill-1.csv");
    expect(within(upload).getByText("Pending review").dataset.tone).toBe("amber");
    expect(upload.textContent).toContain(
      "Counts in no total until an admin other than Jo Uploader approves it.",
    );
    await user.click(within(upload).getByRole("button", { name: "Approve bill-1.csv" }));
    await findToast("Upload approved", "bill-1.csv now counts in every total.");
    expect(callsTo(api.calls, "carbon.approveSource").map((c) => c.input)).toEqual([{ id: 1 }]);
    const refreshed = await screen.findByRole("list", { name: "Data sources" });
    await waitFor(() => expect(within(refreshed).queryByText("Pending review")).toBeNull());
  });

  test("the uploader cannot approve their own upload, and an editor cannot approve at all", async () => {
    const own = await open([source(1, { reviewStatus: "pending" })]);
    const upload = item(own.list, "bill-1.csv");
    expect(within(upload).queryByRole("button", { name: /Approve/ })).toBeNull();
    expect(upload.textContent).toContain("You uploaded this, so another admin must approve or reject it.");
    own.unmount();
    const editor = await open([source(2, PENDING_BY_COLLEAGUE)], { role: "editor" });
    const theirs = item(editor.list, "bill-2.csv");
    expect(within(theirs).queryByRole("button", { name: /Approve/ })).toBeNull();
    expect(theirs.textContent).toContain("Waiting for an admin to approve or reject it.");
  });

  test("Reject asks for a reason (required) and shows it once rejected", async () => {
    const { user, api, list } = await open([source(1, PENDING_BY_COLLEAGUE)]);
    await user.click(within(item(list, "bill-1.csv")).getByRole("button", { name: "Reject bill-1.csv" }));
    const dialog = await screen.findByRole("dialog", { name: "Reject bill-1.csv?" });
    await user.click(within(dialog).getByRole("button", { name: "Reject upload" }));
    expect(within(dialog).getByRole("alert").textContent).toBe(
      "Enter a reason; it is recorded in the audit trail.",
    );
    expect(callsTo(api.calls, "carbon.rejectSource")).toHaveLength(0);
    await user.type(within(dialog).getByLabelText("Reason"), "Wrong meter");
    await user.click(within(dialog).getByRole("button", { name: "Reject upload" }));
    await findToast("Upload rejected", "bill-1.csv will not count in any total.");
    expect(callsTo(api.calls, "carbon.rejectSource").map((c) => c.input)).toEqual([
      { id: 1, reason: "Wrong meter" },
    ]);
    const refreshed = await screen.findByRole("list", { name: "Data sources" });
    await waitFor(() => expect(within(refreshed).getByText("Rejected").dataset.tone).toBe("red"));
    expect(refreshed.textContent).toContain("by Sam Reviewer: Wrong meter");
  });
});

describe("evidence", () => {
  test("opens as a native disclosure, lists each file with its SHA-256, and downloads it", async () => {
    const { user, list } = await open([source(1, { evidenceCount: 1 })], { evidence: [EVIDENCE] });
    const upload = item(list, "bill-1.csv");
    const summary = within(upload).getByText(/^Evidence \(1\)/);
    // A <summary>: browsers open it with Enter or Space (the test DOM has no such default action, so a click).
    expect(summary.tagName).toBe("SUMMARY");
    await user.click(summary);
    const files = await within(upload).findByRole("list", { name: "Evidence for bill-1.csv" });
    expect(files.textContent).toContain("March bill.pdf");
    expect(files.textContent).toContain("47 KB · SHA-256 9f86d081884c");
    const save = spyOnSave();
    const requests = serveFile("*/api/carbon/sources/:id/evidence/:evidenceId", {
      filename: "March bill.pdf",
      type: "application/pdf",
      body: "%PDF-1.4",
    });
    await user.click(within(files).getByRole("button", { name: "Download March bill.pdf" }));
    await findToast("Download Started", "Download initiated for March bill.pdf");
    expect(new URL(requests[0]?.url ?? "").pathname).toBe("/api/carbon/sources/1/evidence/7");
    expect((await save.saved()).filename).toBe("March bill.pdf");
  });

  test("attaches a file from the file input, then lists it", async () => {
    const evidence: CarbonEvidence[] = [];
    let sent: FormData | null = null;
    server.use(
      http.post("*/api/carbon/sources/:id/evidence", async ({ request, params }) => {
        sent = await request.formData();
        const stored = { ...EVIDENCE, dataSourceId: Number(params.id) };
        evidence.push(stored);
        return HttpResponse.json(stored, { status: 201 });
      }),
    );
    const { user, list } = await open([source(1)], { evidence });
    const upload = item(list, "bill-1.csv");
    await user.click(within(upload).getByText(/^Evidence \(0\)/));
    expect(await within(upload).findByText("No evidence attached yet.")).toBeVisible();
    const input = within(upload).getByLabelText("Attach evidence to bill-1.csv");
    await user.upload(input, new File(["%PDF-1.4"], "March bill.pdf", { type: "application/pdf" }));
    await findToast("Evidence attached", "March bill.pdf is kept with its SHA-256.");
    expect((sent as FormData | null)?.get("file")).toBeInstanceOf(File);
    expect(await within(upload).findByRole("list", { name: "Evidence for bill-1.csv" })).toBeVisible();
  });

  test.each([
    [415, 'The content of "setup.pdf" is not a .pdf file', /is not a \.pdf file.*Attach a PDF, an image/],
    [413, "An evidence file can be at most 20 MiB", /too large: an evidence file can be at most 20 MiB/],
  ])("a %i refusal says what to send instead", async (status, message, shown) => {
    server.use(
      http.post("*/api/carbon/sources/:id/evidence", () =>
        HttpResponse.json({ message, code: "REFUSED" }, { status }),
      ),
    );
    const { user, list } = await open([source(1)]);
    const upload = item(list, "bill-1.csv");
    await user.click(within(upload).getByText(/^Evidence \(0\)/));
    await user.upload(
      within(upload).getByLabelText("Attach evidence to bill-1.csv"),
      new File(["MZ"], "setup.pdf", { type: "application/pdf" }),
    );
    expect((await within(upload).findByRole("alert")).textContent).toMatch(shown);
  });
});
