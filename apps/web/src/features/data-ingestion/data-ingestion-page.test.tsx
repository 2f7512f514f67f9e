import { CARBON_INGEST_CSV_EXAMPLE, CARBON_INGEST_EXAMPLES, duplicateUploadMessage } from "@esg/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { delay, HttpResponse, http } from "msw";
import { describe, expect, test } from "vitest";
import { mockApi } from "../../test/api";
import { server } from "../../test/msw-server";
import { renderApp } from "../../test/render-app";
import { findToast, queryToasts } from "../../test/toasts";
import { callsTo, type ProcedureMap } from "../../test/trpc-msw";
import { fakeCarbonApi } from "./test-fixtures";

async function open(overrides: ProcedureMap = {}) {
  const carbon = fakeCarbonApi();
  const api = mockApi({ procedures: { ...carbon.procedures, ...overrides } });
  const app = renderApp("/data-ingestion");
  await screen.findByRole("heading", { level: 1, name: "Data Ingestion" });
  return { ...app, api, carbon };
}

const rawData = () => screen.getByLabelText("Raw Data (JSON or CSV)") as HTMLTextAreaElement;

/** The activity rows of the list (each may hold its own list of warnings). */
const activityItems = (list: HTMLElement) =>
  within(list)
    .getAllByRole("listitem")
    .filter((li) => li.parentElement === list);

describe("Data Ingestion page", () => {
  test("has the four tabs, Upload Data first, with energy_bill as the default source type", async () => {
    await open();
    const tabs = screen.getAllByRole("tab").map((t) => t.textContent);
    expect(tabs).toEqual(["Upload Data", "Real Company Data", "Data Sources", "Processed Emissions"]);
    expect(screen.getByRole("tab", { name: "Upload Data" }).getAttribute("aria-selected")).toBe("true");
    expect((screen.getByLabelText("Source Type") as HTMLSelectElement).value).toBe("energy_bill");
    const hint = screen.getByRole("complementary", { name: "Expected format" });
    expect(hint.textContent).toContain('"activities"');
    expect(hint.textContent).toContain("Sites (optional): a site column");
    expect(within(hint).getByRole("link", { name: "sites" }).getAttribute("href")).toBe(
      "/settings?tab=sites",
    );
    // The CSV example may wrap after its commas on a phone, but its text is exactly what the server accepts.
    const csv = [...hint.querySelectorAll("pre")].find((pre) => pre.textContent?.startsWith("activity,"));
    expect(csv?.textContent).toBe(CARBON_INGEST_CSV_EXAMPLE);
    expect(csv?.querySelectorAll("wbr").length).toBeGreaterThan(0);
  });

  test("empty states of Data Sources and Processed Emissions", async () => {
    const { user } = await open();
    await user.click(screen.getByRole("tab", { name: "Data Sources" }));
    expect(await screen.findByText("No data sources uploaded yet")).toBeVisible();
    await user.click(screen.getByRole("tab", { name: "Processed Emissions" }));
    expect(await screen.findByText("No emissions data processed yet")).toBeVisible();
  });

  test("blank raw data toasts 'Missing Data' and sends nothing", async () => {
    const { user, api } = await open();
    await user.type(rawData(), "   ");
    await user.click(screen.getByRole("button", { name: "Process Data" }));
    const toast = await findToast("Missing Data", "Please provide raw emission data to process.");
    expect(toast.dataset.variant).toBe("destructive");
    expect(callsTo(api.calls, "carbon.ingest")).toHaveLength(0);
  });

  test("Load Example fills the source type's example; Process Data uploads it, toasts, and the lists refresh", async () => {
    const { user, api } = await open();
    await user.selectOptions(screen.getByLabelText("Source Type"), "fuel_receipt");
    await user.click(screen.getByRole("button", { name: "Load Example" }));
    expect(JSON.parse(rawData().value)).toEqual(CARBON_INGEST_EXAMPLES.fuel_receipt);
    await user.type(screen.getByLabelText(/File Name/), "december-fuel.json");
    await user.click(screen.getByRole("button", { name: "Process Data" }));

    // 412.5 + 388 litres diesel × 2.51279 + 160 litres LPG × 1.55713 = 2260.63… kg
    await findToast("Success", "Processed 3 emission activities totaling 2,261 kg CO2e");
    expect(callsTo(api.calls, "carbon.ingest").map((c) => c.input)).toEqual([
      {
        sourceType: "fuel_receipt",
        rawData: CARBON_INGEST_EXAMPLES.fuel_receipt,
        fileName: "december-fuel.json",
      },
    ]);
    await waitFor(() => expect(rawData().value).toBe(""));

    await user.click(screen.getByRole("tab", { name: "Data Sources" }));
    const sources = await screen.findByRole("list", { name: "Data sources" });
    const item = within(sources).getByRole("listitem");
    expect(within(item).getByRole("heading", { name: "december-fuel.json" })).toBeVisible();
    expect(within(item).getByText("processed").dataset.tone).toBe("green");
    expect(item.textContent).toContain("Fuel Receipt");

    await user.click(screen.getByRole("tab", { name: "Processed Emissions" }));
    const list = await screen.findByRole("list", { name: "Emission activities" });
    const rows = activityItems(list);
    expect(rows).toHaveLength(3);
    expect(within(rows[0] as HTMLElement).getByText("Scope 1").dataset.colour).toBe("red");
    // The factor by name, not by library id.
    expect(rows[0]?.textContent).toContain("UK LPG, DESNZ 2024: 1.5571 kg CO2e/litre");
    expect(rows[0]?.textContent).not.toMatch(/desnz2024/);
  });

  test("scope colours: 1 red, 2 orange, 3 blue", async () => {
    const { user } = await open();
    await user.selectOptions(screen.getByLabelText("Source Type"), "travel_expense");
    await user.type(
      rawData(),
      "activity,amount,unit,region,date{enter}electricity,100,kWh,GB,2024-01-31{enter}diesel,10,litres,GB,2024-01-31{enter}train,50,passenger-km,GB,2024-01-31",
    );
    await user.click(screen.getByRole("button", { name: "Process Data" }));
    // 100 kWh × 0.20705 + 10 L diesel × 2.51279 + 50 passenger-km rail × 0.03546 = 47.6 kg
    await findToast("Success", "Processed 3 emission activities totaling 48 kg CO2e");
    await user.click(screen.getByRole("tab", { name: "Processed Emissions" }));
    const list = await screen.findByRole("list", { name: "Emission activities" });
    const colours = within(list)
      .getAllByText(/^Scope \d$/)
      .map((b) => [b.textContent, b.dataset.colour]);
    expect(colours).toEqual([
      ["Scope 3", "blue"],
      ["Scope 1", "red"],
      ["Scope 2", "orange"],
    ]);
  });

  test("a scope 2 row with a supplier or certificate factor shows its market-based figure", async () => {
    const { user } = await open();
    await user.click(rawData());
    await user.paste(
      [
        "activity,amount,unit,region,date,supplier_factor,supplier_factor_source",
        "electricity,10000,kWh,GB,2024-06-30,0.1,Octopus fuel mix 2024",
        "electricity,1000,kWh,GB,2024-06-30,,",
      ].join("\n"),
    );
    await user.click(screen.getByRole("button", { name: "Process Data" }));
    // Location-based: 11,000 kWh × 0.20705 = 2277.55 kg; market-based 10,000 kWh × 0.1 on the first row.
    await findToast("Success", "Processed 2 emission activities totaling 2,278 kg CO2e");
    await user.click(screen.getByRole("tab", { name: "Processed Emissions" }));
    const list = await screen.findByRole("list", { name: "Emission activities" });
    const [plain, tariff] = activityItems(list);
    expect(tariff?.textContent).toContain("2,070.5 kg CO2e");
    expect(tariff?.textContent).toContain("Market-based: 1,000 kg CO2e");
    // Without an instrument, market-based falls back (no UK residual mix) and the row says so.
    expect(plain?.textContent).toContain("Market-based:");
    const warnings = within(plain as HTMLElement).getByRole("list", { name: "Warnings for this activity" });
    expect(warnings.textContent).toContain("No residual mix for UK");
  });

  test("CSV text is sent as {rawText}", async () => {
    const { user, api } = await open();
    await user.type(rawData(), "activity,amount,unit,region,date{enter}electricity,10,kWh,GB,2024-03-31");
    await user.click(screen.getByRole("button", { name: "Process Data" }));
    await findToast("Success", "Processed 1 emission activities totaling 2 kg CO2e");
    expect(callsTo(api.calls, "carbon.ingest")[0]?.input).toEqual({
      sourceType: "energy_bill",
      rawData: { rawText: "activity,amount,unit,region,date\nelectricity,10,kWh,GB,2024-03-31" },
    });
  });

  test("a .csv file from disk is streamed to POST /api/carbon/uploads, its progress followed to the result", async () => {
    let sent: FormData | null = null;
    server.use(
      http.post("*/api/carbon/uploads", async ({ request }) => {
        sent = await request.formData();
        return HttpResponse.json({ uploadId: 100 }, { status: 202 });
      }),
    );
    let polls = 0;
    const { user, api } = await open({
      "carbon.upload": async () => {
        polls++;
        const base = { uploadId: 100, fileName: "gas-bill.csv", sourceType: "energy_bill", bytesTotal: 46 };
        if (polls < 3) return { ...base, status: "processing", rowsRead: 1, bytesRead: 23 };
        return {
          ...base,
          status: "processed",
          rowsRead: 1,
          bytesRead: 46,
          emissionsProcessed: 1,
          totalEmissions: 183,
          dataSourceId: 100,
          summary: { scope1: 183, scope2: 0, scope3: 0, total: 183 },
          warnings: [],
          partialYears: [],
        };
      },
    });
    const csv = "activity,amount,unit,region,date\ngas,1000,kWh,GB,2024-02-29\n";
    await user.upload(
      screen.getByLabelText("Upload a .csv or .json file"),
      new File([csv], "gas-bill.csv", { type: "text/csv" }),
    );
    // The file is not read into the page: it is sent as it is.
    expect(screen.queryByLabelText("Raw Data (JSON or CSV)")).toBeNull();
    expect(screen.getByText("gas-bill.csv")).toBeVisible();
    expect((screen.getByLabelText(/File Name/) as HTMLInputElement).value).toBe("gas-bill.csv");
    await user.click(screen.getByRole("button", { name: "Process Data" }));

    const bar = await screen.findByRole("progressbar", { name: "Processing upload" });
    await waitFor(() => expect(bar.getAttribute("aria-valuenow")).toBe("50"));
    expect(screen.getByRole("status").textContent).toContain("Processing gas-bill.csv: 1 rows checked");
    // Polled every 500 ms until processed.
    expect(await screen.findByRole("region", { name: "Upload result" }, { timeout: 3_000 })).toBeVisible();
    await findToast("Success", "Processed 1 emission activities totaling 183 kg CO2e");
    expect(screen.queryByRole("progressbar")).toBeNull();
    const form = sent as unknown as FormData;
    expect(form.get("fileName")).toBe("gas-bill.csv");
    expect(form.get("sourceType")).toBe("energy_bill");
    expect(await (form.get("file") as File).text()).toBe(csv);
    expect(callsTo(api.calls, "carbon.ingest")).toHaveLength(0);
  });

  test("a streamed upload waiting in the server's queue shows 'Queued (position N)' until its turn", async () => {
    server.use(http.post("*/api/carbon/uploads", () => HttpResponse.json({ uploadId: 12 }, { status: 202 })));
    let polls = 0;
    const base = { uploadId: 12, fileName: "fuel.csv", sourceType: "energy_bill", bytesTotal: 46 };
    const { user } = await open({
      "carbon.upload": async () => {
        polls++;
        if (polls < 3)
          return { ...base, status: "queued", queuePosition: 3 - polls, rowsRead: 0, bytesRead: 0 };
        return { ...base, status: "processing", rowsRead: 1, bytesRead: 23 };
      },
    });
    await user.upload(
      screen.getByLabelText("Upload a .csv or .json file"),
      new File(["x"], "fuel.csv", { type: "text/csv" }),
    );
    await user.click(screen.getByRole("button", { name: "Process Data" }));
    await waitFor(() =>
      expect(screen.getByRole("status").textContent).toBe(
        "Queued (position 2): fuel.csv arrived and waits its turn",
      ),
    );
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain("Queued (position 1)"), {
      timeout: 3_000,
    });
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain("Processing fuel.csv"), {
      timeout: 3_000,
    });
  });

  test("a failed streamed upload toasts 'Processing Failed' and lists every row error with its line", async () => {
    server.use(http.post("*/api/carbon/uploads", () => HttpResponse.json({ uploadId: 7 }, { status: 202 })));
    const issues = Array.from({ length: 20 }, (_, n) => ({
      row: n + 1,
      line: n + 2,
      field: "amount",
      message: `Row ${n + 1}: amount: must be a positive number`,
    }));
    const { user } = await open({
      "carbon.upload": async () => ({
        uploadId: 7,
        status: "error",
        fileName: "bad.csv",
        sourceType: "energy_bill",
        rowsRead: 1_500,
        bytesRead: 900,
        bytesTotal: 900,
        message: "1,500 issues; nothing was stored. Row 1: amount: must be a positive number",
        issues,
        issueCount: 1_500,
      }),
    });
    await user.upload(
      screen.getByLabelText("Upload a .csv or .json file"),
      new File(["x"], "bad.csv", { type: "text/csv" }),
    );
    await user.click(screen.getByRole("button", { name: "Process Data" }));
    const toast = await findToast(
      "Processing Failed",
      "Failed to process carbon data. Please check the format and try again.",
    );
    expect(toast.dataset.variant).toBe("destructive");
    const list = await screen.findByRole("list", { name: "Row errors" });
    const items = within(list)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(items).toHaveLength(21);
    expect(items[0]).toBe("Line 2: Row 1: amount: must be a positive number");
    expect(items[20]).toBe("…and 1,480 more");
    // A long list scrolls, and can be reached by keyboard to do so.
    expect(list.getAttribute("tabindex")).toBe("0");
  });

  test("a streamed upload refused as bills already counted lists the rows; Upload anyway resends with allowDuplicate", async () => {
    const sent: FormData[] = [];
    server.use(
      http.post("*/api/carbon/uploads", async ({ request }) => {
        sent.push(await request.formData());
        return HttpResponse.json({ uploadId: 20 + sent.length }, { status: 202 });
      }),
    );
    const base = {
      fileName: "bills.csv",
      sourceType: "energy_bill",
      rowsRead: 3,
      bytesRead: 90,
      bytesTotal: 90,
    };
    const duplicates = [
      { row: 2, sourceId: 12, activityId: 340, sameAsRow: null },
      { row: 3, sourceId: null, activityId: null, sameAsRow: 1 },
    ];
    const { user } = await open({
      "carbon.upload": async ({ id }) =>
        id === 21
          ? {
              ...base,
              uploadId: 21,
              status: "error",
              message: duplicateUploadMessage(duplicates),
              issues: [],
              issueCount: 0,
              duplicates,
            }
          : {
              ...base,
              uploadId: 22,
              status: "processed",
              emissionsProcessed: 3,
              totalEmissions: 1200,
              dataSourceId: 22,
              summary: { scope1: 0, scope2: 1200, scope3: 0, total: 1200 },
              warnings: [],
              partialYears: [],
            },
    });
    await user.upload(
      screen.getByLabelText("Upload a .csv or .json file"),
      new File(["x"], "bills.csv", { type: "text/csv" }),
    );
    await user.click(screen.getByRole("button", { name: "Process Data" }));
    const alert = await screen.findByRole("alert", {}, { timeout: 3_000 });
    expect(alert.textContent).toContain("Bills already counted: 2 rows are the same bill");
    const rows = within(alert).getByRole("list", { name: "Rows already counted" });
    expect(
      within(rows)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "Row 2: already counted in data source #12 (activity #340)",
      "Row 3: the same bill as row 1 of this upload",
    ]);
    expect(queryToasts().filter((t) => t.textContent?.includes("Processing Failed"))).toHaveLength(0);

    await user.click(within(alert).getByRole("button", { name: "Upload anyway" }));
    await findToast("Success", "Processed 3 emission activities totaling 1,200 kg CO2e");
    expect(sent.map((f) => f.get("allowDuplicate"))).toEqual([null, "true"]);
  });

  test("Cancel stops a streamed upload on the server", async () => {
    server.use(http.post("*/api/carbon/uploads", () => HttpResponse.json({ uploadId: 9 }, { status: 202 })));
    let cancelled = false;
    const base = { uploadId: 9, fileName: "big.csv", sourceType: "energy_bill", bytesTotal: 1000 };
    const { user, api } = await open({
      "carbon.upload": async () =>
        cancelled
          ? {
              ...base,
              status: "error",
              rowsRead: 500,
              bytesRead: 400,
              message: "Cancelled",
              issues: [],
              issueCount: 0,
            }
          : { ...base, status: "processing", rowsRead: 500, bytesRead: 400 },
      "carbon.cancelUpload": async () => {
        cancelled = true;
        return { uploadId: 9, status: "error" };
      },
    });
    await user.upload(
      screen.getByLabelText("Upload a .csv or .json file"),
      new File(["x"], "big.csv", { type: "text/csv" }),
    );
    await user.click(screen.getByRole("button", { name: "Process Data" }));
    await screen.findByRole("progressbar", { name: "Processing upload" });
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    await findToast("Upload cancelled", "Nothing of the file was stored.");
    await waitFor(() => expect(screen.queryByRole("progressbar")).toBeNull(), { timeout: 3_000 });
    expect(callsTo(api.calls, "carbon.cancelUpload")[0]?.input).toEqual({ id: 9 });
    await waitFor(() => expect(screen.queryByRole("progressbar")).toBeNull());
    expect(queryToasts().filter((t) => t.textContent?.includes("Processing Failed"))).toHaveLength(0);
  });

  test("shows progress while processing and disables the buttons", async () => {
    const carbon = fakeCarbonApi();
    const { user } = await open({
      "carbon.ingest": async (input, call) => {
        await delay(300);
        const ingest = carbon.procedures["carbon.ingest"];
        if (!ingest) throw new Error("the fake carbon API answers carbon.ingest");
        return ingest(input, call);
      },
    });
    await user.click(screen.getByRole("button", { name: "Load Example" }));
    await user.click(screen.getByRole("button", { name: "Process Data" }));
    expect(await screen.findByRole("progressbar", { name: "Processing upload" })).toBeVisible();
    expect((screen.getByRole("button", { name: "Processing..." }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Load Example" }) as HTMLButtonElement).disabled).toBe(true);
    await findToast("Success", "Processed 2 emission activities totaling 21,202 kg CO2e");
    expect(screen.queryByRole("progressbar", { name: "Processing upload" })).toBeNull();
  });

  test("a rejected upload toasts 'Processing Failed', lists the bad rows, and the error source appears", async () => {
    const { user } = await open();
    server.use(
      http.post("*/trpc/carbon.ingest", () =>
        HttpResponse.json(
          [
            {
              error: {
                message: '1 row is invalid; nothing was stored. Row 2: Unknown activity "electrcity"',
                code: -32600,
                data: {
                  code: "BAD_REQUEST",
                  httpStatus: 400,
                  path: "carbon.ingest",
                  issues: [
                    { path: ["rows", "2", "activity"], message: 'Row 2: Unknown activity "electrcity"' },
                  ],
                },
              },
            },
          ],
          { status: 400 },
        ),
      ),
    );
    await user.type(rawData(), "activity,amount,unit{enter}electricity,1,kWh{enter}electrcity,1,kWh");
    await user.click(screen.getByRole("button", { name: "Process Data" }));
    const toast = await findToast(
      "Processing Failed",
      "Failed to process carbon data. Please check the format and try again.",
    );
    expect(toast.dataset.variant).toBe("destructive");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain('Row 2: Unknown activity "electrcity"');
    expect(rawData().value).toContain("electrcity"); // kept for correction
    expect(queryToasts()).toHaveLength(1);
  });

  test("the failed attempt is listed with its error in Data Sources", async () => {
    const { user } = await open();
    await user.click(rawData());
    await user.paste(
      '{"activities": [{"activity": "electricity", "amount": -5, "unit": "kWh", "date": "2024-01-31"}]}',
    );
    await user.click(screen.getByRole("button", { name: "Process Data" }));
    await findToast(
      "Processing Failed",
      "Failed to process carbon data. Please check the format and try again.",
    );
    await user.click(screen.getByRole("tab", { name: "Data Sources" }));
    const sources = await screen.findByRole("list", { name: "Data sources" });
    expect(within(sources).getByText("error").dataset.tone).toBe("red");
    expect(sources.textContent).toContain("Row 1: amount: Amount must not be negative");
  });
});
