import type { ReportList, ReportListEntry } from "@esg/domain";
import { screen, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, test } from "vitest";
import { mockApi } from "../../test/api";
import { spyOnSave } from "../../test/downloads";
import { demoUser } from "../../test/fixtures";
import { server } from "../../test/msw-server";
import { renderApp } from "../../test/render-app";
import { findToast } from "../../test/toasts";

const entry = (type: ReportListEntry["type"], year: number | null, over: Partial<ReportListEntry> = {}) => {
  const ids = { CSRD: 14, GRI: 13, ISSB: 12, Supplier: 11 };
  const names = {
    CSRD: ["ESRS E1 Climate Change disclosure (draft)", "CSRD_ESRS_E1_Climate_Disclosure_Draft", "pdf"],
    GRI: ["GRI 305 Emissions table", "GRI_305_Emissions_Table", "csv"],
    ISSB: ["IFRS S2 climate-related metrics summary", "IFRS_S2_Climate_Metrics_Summary", "pdf"],
    Supplier: ["Supplier ESG risk summary", "Supplier_ESG_Risk_Summary", "csv"],
  } as const;
  const [title, base, format] = names[type];
  return {
    id: ids[type],
    type,
    title,
    year,
    format,
    filename: year === null ? `${base}.${format}` : `${base}_${year}.${format}`,
    downloadPath: `/api/documents/${ids[type]}/download${year === null ? "" : `?year=${year}`}`,
    hasData: true,
    monthsCovered: year === null ? null : 12,
    isPartial: false,
    closed: false,
    ...over,
  } satisfies ReportListEntry;
};

const DEMO_LIST: ReportList = {
  defaultYear: 2024,
  reports: [
    ...(["CSRD", "GRI", "ISSB"] as const).map((t) => entry(t, 2025, { monthsCovered: 1, isPartial: true })),
    ...(["CSRD", "GRI", "ISSB"] as const).map((t) => entry(t, 2024)),
    ...(["CSRD", "GRI", "ISSB"] as const).map((t) => entry(t, 2023, { closed: true })),
    entry("Supplier", null),
  ],
};

const NEW_COMPANY_LIST: ReportList = {
  defaultYear: null,
  reports: [
    ...(["CSRD", "GRI", "ISSB"] as const).map((t) =>
      entry(t, 2026, { hasData: false, monthsCovered: 0, isPartial: true }),
    ),
    entry("Supplier", null, { hasData: false }),
  ],
};

function renderReports(list: ReportList | (() => never), user = demoUser) {
  const api = mockApi({
    user,
    procedures: { "reports.list": typeof list === "function" ? list : () => list },
  });
  return { ...renderApp("/reports"), api };
}
const region = (name: string) => screen.findByRole("region", { name });

describe("the Reports screen", () => {
  test("groups every report by reporting year, newest first, with each year's state", async () => {
    renderReports(DEMO_LIST);
    expect(await screen.findByRole("heading", { level: 1, name: "Reports" })).toBeVisible();
    await region("Reporting year 2025");
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Reporting year 2025",
      "Reporting year 2024",
      "Reporting year 2023",
      "Not tied to a year",
    ]);
    const partial = await region("Reporting year 2025");
    expect(within(partial).getByText("Partial year: 1 of 12 months with data")).toBeVisible();
    const current = await region("Reporting year 2024");
    expect(within(current).getByText("Complete")).toBeVisible();
    expect(within(current).getByText("Shown on the dashboard")).toBeVisible();
    expect(
      within(current)
        .getAllByRole("button")
        .map((b) => b.getAttribute("aria-label")),
    ).toEqual([
      "Download CSRD_ESRS_E1_Climate_Disclosure_Draft_2024.pdf",
      "Download GRI_305_Emissions_Table_2024.csv",
      "Download IFRS_S2_Climate_Metrics_Summary_2024.pdf",
      "Download Northwind_Components_Ltd_2024_esrs-e1.xbri",
      "Download Northwind_Components_Ltd_2024_vsme-b3.xbri",
    ]);
    expect(within(await region("Reporting year 2023")).getByText("Closed")).toBeVisible();
    const undated = await region("Not tied to a year");
    expect(within(undated).getByText("Supplier ESG risk summary")).toBeVisible();
  });

  test("a year closed with months missing says closed with gaps, not closed", async () => {
    renderReports({
      defaultYear: 2023,
      reports: (["CSRD", "GRI", "ISSB"] as const).map((t) =>
        entry(t, 2023, { closed: true, monthsCovered: 8 }),
      ),
    });
    const closed = await region("Reporting year 2023");
    const badge = within(closed).getByText("Closed with gaps: 8 of 12 months with data");
    expect(badge.dataset.tone).toBe("amber");
    expect(within(closed).queryByText("Closed")).toBeNull();
  });

  test("downloads a year's report by keyboard and toasts 'Download Started'", async () => {
    const requests: URL[] = [];
    server.use(
      http.get("*/api/documents/:id/download", ({ request }) => {
        requests.push(new URL(request.url));
        return new HttpResponse("Disclosure,Requirement", {
          headers: {
            "Content-Type": "text/csv; charset=utf-8",
            "Content-Disposition": 'attachment; filename="GRI_305_Emissions_Table_2024.csv"',
          },
        });
      }),
    );
    const save = spyOnSave();
    const { user } = renderReports(DEMO_LIST);
    const button = within(await region("Reporting year 2024")).getByRole("button", {
      name: "Download GRI_305_Emissions_Table_2024.csv",
    });
    button.focus();
    await user.keyboard("{Enter}");
    await findToast("Download Started", "Download initiated for GRI_305_Emissions_Table_2024.csv");
    expect(requests.map((u) => `${u.pathname}${u.search}`)).toEqual(["/api/documents/13/download?year=2024"]);
    expect((await save.saved()).filename).toBe("GRI_305_Emissions_Table_2024.csv");
  });

  test("lists the year's Inline XBRL packages with the PDFs and downloads one", async () => {
    const requests: URL[] = [];
    server.use(
      http.get("*/api/reports/:type/ixbrl", ({ request }) => {
        requests.push(new URL(request.url));
        return new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), {
          headers: {
            "Content-Type": "application/vnd.xbrl.inline-report-package+zip",
            "Content-Disposition": 'attachment; filename="Northwind_Components_Ltd_2024_vsme-b3.xbri"',
          },
        });
      }),
    );
    const save = spyOnSave();
    const { user } = renderReports(DEMO_LIST);
    const year = await region("Reporting year 2024");
    const packages = within(year).getByRole("region", { name: "Digital disclosure (Inline XBRL)" });
    expect(
      within(packages).getByText("VSME B3 energy and GHG emissions, Inline XBRL report package"),
    ).toBeVisible();
    expect(
      within(packages).getByText(
        "ESRS E1 energy (E1-5) and GHG emissions (E1-6), Inline XBRL report package",
      ),
    ).toBeVisible();
    await user.click(
      within(packages).getByRole("button", { name: "Download Northwind_Components_Ltd_2024_vsme-b3.xbri" }),
    );
    await findToast("Download Started", "Download initiated for Northwind_Components_Ltd_2024_vsme-b3.xbri");
    expect(requests.map((u) => `${u.pathname}${u.search}`)).toEqual(["/api/reports/vsme-b3/ixbrl?year=2024"]);
    expect((await save.saved()).filename).toBe("Northwind_Components_Ltd_2024_vsme-b3.xbri");
  });

  test("a year without data lists no Inline XBRL package", async () => {
    renderReports(NEW_COMPANY_LIST);
    const year = await region("Reporting year 2026");
    expect(within(year).queryByText(/Inline XBRL/)).toBeNull();
  });

  test("a refused download toasts the spec's failure message with the server's reason", async () => {
    server.use(
      http.get("*/api/documents/:id/download", () =>
        HttpResponse.json({ message: "Document not found", code: "NOT_FOUND" }, { status: 404 }),
      ),
    );
    const save = spyOnSave();
    const { user } = renderReports(DEMO_LIST);
    await user.click(
      within(await region("Not tied to a year")).getByRole("button", {
        name: "Download Supplier_ESG_Risk_Summary.csv",
      }),
    );
    await findToast("Error", "Failed to download document: Document not found");
    expect(save.clicked).toHaveLength(0);
  });

  test("a company without data sees the current year, says there is none, and links to the upload", async () => {
    const { user, pathname } = renderReports(NEW_COMPANY_LIST);
    const year = await region("Reporting year 2026");
    expect(within(year).getByText("No data yet")).toBeVisible();
    expect(within(year).getByText(/No emissions data has been recorded for 2026 yet/)).toBeVisible();
    expect(within(year).queryByText("Shown on the dashboard")).toBeNull();
    await user.click(within(year).getByRole("button", { name: "Upload data" }));
    await screen.findByRole("heading", { level: 1, name: "Data Ingestion" });
    expect(pathname()).toBe("/data-ingestion");
  });

  test("a viewer sees the reports with their downloads disabled, and why", async () => {
    renderReports(NEW_COMPANY_LIST, { ...demoUser, role: "viewer" });
    const year = await region("Reporting year 2026");
    expect(within(year).getByText("ESRS E1 Climate Change disclosure (draft)")).toBeVisible();
    const buttons = within(year).queryAllByRole("button");
    expect(buttons.length).toBeGreaterThan(0);
    for (const b of buttons) {
      expect(b.closest("fieldset")?.disabled).toBe(true);
      expect(b.closest("[data-disabled-action]")?.textContent).toMatch(/admins, editors and auditors/i);
    }
    expect(
      screen.getByText("You can see which reports exist; admins, editors and auditors can download them."),
    ).toBeVisible();
  });

  test("shows an alert when the list fails", async () => {
    renderReports(() => {
      throw new Error("boom");
    });
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "Failed to load reports");
  });
});
