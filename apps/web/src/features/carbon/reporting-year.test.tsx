import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { mockApi } from "../../test/api";
import { renderApp } from "../../test/render-app";
import { findToast } from "../../test/toasts";
import { callsTo } from "../../test/trpc-msw";
import { fakeCarbonAnalysisApi } from "./test-fixtures";

/** 2023 and 2024 complete, 2025 with three months: the default year is 2024, never the partial 2025. */
async function open(path = "/carbon", opts: Parameters<typeof fakeCarbonAnalysisApi>[0] = {}) {
  const carbon = fakeCarbonAnalysisApi(opts);
  const api = mockApi({ procedures: carbon.procedures });
  const app = renderApp(path);
  await screen.findByRole("heading", { level: 1, name: "Carbon Analysis" });
  await screen.findByRole("region", { name: "Reporting year and period" });
  return { ...app, api, carbon };
}

const yearSelect = () => screen.getByRole("combobox", { name: "Reporting year" }) as HTMLSelectElement;
const bar = () => screen.getByRole("region", { name: "Reporting year and period" });

describe("Carbon Analysis reporting year", () => {
  test("the selector lists every year newest first, the partial one marked; the default year is selected", async () => {
    const { api } = await open();
    expect(callsTo(api.calls, "carbon.analysis").map((c) => c.input)).toEqual([undefined]);
    expect(Array.from(yearSelect().options).map((o) => [o.value, o.textContent])).toEqual([
      ["2025", "2025 — partial, 3 of 12 months"],
      ["2024", "2024"],
      ["2023", "2023"],
    ]);
    expect(yearSelect().value).toBe("2024");
  });

  test("choosing a year refetches the analysis for it, keeps it in the URL, and says plainly it is partial", async () => {
    const { api, user, instance } = await open();
    await user.selectOptions(yearSelect(), "2025");

    await waitFor(() => expect(callsTo(api.calls, "carbon.analysis").at(-1)?.input).toEqual({ year: 2025 }));
    await waitFor(() => expect(instance.router.state.location.search).toEqual({ year: 2025 }));
    const badge = await within(bar()).findByText("Partial year — 3 of 12 months");
    expect(badge.dataset.tone).toBe("amber");
    expect(within(bar()).getByText("1 Jan 2025 – 31 Dec 2025")).toBeVisible();
    const note = screen.getByRole("note", { name: "Partial year" });
    expect(note.textContent).toContain("Reporting year 2025 is partial: 3 of 12 months have activity data");
    const total = screen.getByRole("region", { name: "Total" });
    expect(total.textContent).toContain("Reporting year 2025 (partial)");
    // 2025: 1.66 t location-based, 0.9 t market-based Scope 2.
    expect(screen.getByRole("region", { name: "Scope 2" }).textContent).toContain("0.9t CO2e market-based");
    expect(yearSelect().value).toBe("2025");

    await user.selectOptions(yearSelect(), "2023");
    await waitFor(() => expect(callsTo(api.calls, "carbon.analysis").at(-1)?.input).toEqual({ year: 2023 }));
    await waitFor(() => expect(within(bar()).queryByText(/Partial year/)).toBeNull());
    expect(screen.queryByRole("note", { name: "Partial year" })).toBeNull();
  });

  test("/carbon?year=2025 opens on that year", async () => {
    const { api } = await open("/carbon?year=2025");
    expect(callsTo(api.calls, "carbon.analysis").map((c) => c.input)).toEqual([{ year: 2025 }]);
    expect(await within(bar()).findByText("Partial year — 3 of 12 months")).toBeVisible();
    expect(yearSelect().value).toBe("2025");
  });

  test("only partial data: the latest year is shown, flagged partial, never silently", async () => {
    await open("/carbon", {
      lines: [{ year: 2025, scope: 2, detailKey: "electricity", kg: 1_660, months: 1 }],
    });
    expect(await within(bar()).findByText("Partial year — 1 of 12 months")).toBeVisible();
    expect(yearSelect().value).toBe("2025");
  });

  test("Close year asks first, sends the year (reason optional), and the year then shows as closed", async () => {
    const { api, user } = await open();
    await user.click(within(bar()).getByRole("button", { name: "Close year" }));
    const dialog = await screen.findByRole("dialog", { name: "Close reporting year 2024?" });
    await user.click(within(dialog).getByRole("button", { name: "Close year" }));
    await findToast(
      "Year closed",
      "Reporting year 2024 is closed: its figures are frozen and it takes no new uploads.",
    );
    expect(callsTo(api.calls, "carbon.closeYear").map((c) => c.input)).toEqual([{ year: 2024 }]);
    expect(await within(bar()).findByText("Closed")).toBeVisible();
    expect(within(bar()).getByRole("button", { name: "Reopen year" })).toBeEnabled();
  });

  test("closing a partial year warns that it stays incomplete, closed with gaps", async () => {
    const { user } = await open("/carbon?year=2025");
    await user.click(await within(bar()).findByRole("button", { name: "Close year" }));
    const dialog = await screen.findByRole("dialog", { name: "Close reporting year 2025?" });
    expect(dialog.textContent).toContain("Only 3 of 12 months of 2025 have activity data");
    expect(dialog.textContent).toContain("it stays incomplete and is reported as closed with gaps");
    // The months without data are named, from the data-completeness grid.
    expect(
      await within(dialog).findByText(
        "No data for: Apr 2025, May 2025, Jun 2025, Jul 2025, Aug 2025, Sep 2025, Oct 2025, Nov 2025, Dec 2025.",
      ),
    ).toBeVisible();
  });

  test("a year closed with missing months shows as closed with gaps, in the selector and the bar", async () => {
    await open("/carbon?year=2025", { closedYears: [2025] });
    expect(
      await within(bar()).findByText(
        "Closed with gaps — no data for 2025-04, 2025-05, 2025-06, 2025-07, 2025-08, 2025-09, 2025-10, 2025-11, 2025-12",
      ),
    ).toBeVisible();
    expect(within(bar()).queryByText("Closed")).toBeNull();
    expect(Array.from(yearSelect().options).map((o) => o.textContent)).toEqual([
      "2025 — closed with gaps, 3 of 12 months",
      "2024",
      "2023",
    ]);
  });

  test("Reopen year requires a reason, then sends it", async () => {
    const { api, user } = await open("/carbon", { closedYears: [2024] });
    await user.click(within(bar()).getByRole("button", { name: "Reopen year" }));
    const dialog = await screen.findByRole("dialog", { name: "Reopen reporting year 2024?" });
    await user.click(within(dialog).getByRole("button", { name: "Reopen year" }));
    expect(within(dialog).getByRole("alert").textContent).toBe(
      "Enter a reason; it is recorded in the audit trail.",
    );
    expect(within(dialog).getByLabelText("Reason").getAttribute("aria-invalid")).toBe("true");
    expect(callsTo(api.calls, "carbon.reopenYear")).toHaveLength(0);

    await user.type(within(dialog).getByLabelText("Reason"), "  Late gas invoice for December  ");
    await user.click(within(dialog).getByRole("button", { name: "Reopen year" }));
    await findToast("Year reopened", "Reporting year 2024 is open again for uploads and recalculation.");
    expect(callsTo(api.calls, "carbon.reopenYear").map((c) => c.input)).toEqual([
      { year: 2024, reason: "Late gas invoice for December" },
    ]);
    expect(await within(bar()).findByRole("button", { name: "Close year" })).toBeEnabled();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
