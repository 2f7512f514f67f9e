import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import { mockApi } from "../../test/api";
import { analysisFixture, COMPLETE_YEARS, PARTIAL_2025 } from "../../test/carbon-fixtures";
import { renderApp } from "../../test/render-app";
import { findToast, queryToasts } from "../../test/toasts";
import { callsTo, type ProcedureMap, trpcError } from "../../test/trpc-msw";
import { fakeCarbonApi } from "./test-fixtures";

async function open(opts: Parameters<typeof fakeCarbonApi>[0] = {}, overrides: ProcedureMap = {}) {
  const carbon = fakeCarbonApi(opts);
  const api = mockApi({ procedures: { ...carbon.procedures, ...overrides } });
  const app = renderApp("/data-ingestion");
  await screen.findByRole("heading", { level: 1, name: "Data Ingestion" });
  return { ...app, api, carbon };
}

async function upload(user: ReturnType<typeof renderApp>["user"], text: string) {
  const area = screen.getByLabelText("Raw Data (JSON or CSV)") as HTMLTextAreaElement;
  await user.clear(area);
  await user.click(area);
  await user.paste(text);
  await user.click(screen.getByRole("button", { name: "Process Data" }));
}

const csv = (...rows: string[]) => ["activity,amount,unit,region,date", ...rows].join("\n");

describe("Upload result", () => {
  test("totals formatted, both Scope 2 methods, derived category 3 and the engine's warnings with row counts", async () => {
    const { user } = await open({ category3Policy: "derive" });
    await upload(user, csv("electricity,500000,kWh,GB,2024-01-31", "electricity,500000,kWh,GB,2024-02-29"));
    // 1,000,000 kWh × 0.20705 = 207,050 kg; each row also yields T&D losses (1.83 kg per 100 kWh), WTT of
    // generation (4.59) and WTT of T&D (0.397): 18,300 + 45,900 + 3,970 kg more, all category 3.
    const result = await screen.findByRole("region", { name: "Upload result" });
    expect(result.textContent).toContain(
      "Processed 2 rows + 6 derived upstream rows totaling 275.2 t CO2e (upload #100)",
    );
    const pairs = Array.from(result.querySelectorAll("dt")).map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(pairs[1]).toEqual([
      "Scope 2",
      expect.stringMatching(/^207\.1 t CO2e location-based · [\d,.]+ t CO2e market-based$/),
    ]);
    expect(pairs[3]).toEqual([
      "Category 3 derived",
      "6 upstream rows (well-to-tank and transmission and distribution losses) derived from the energy rows, so the upload holds 8 activities",
    ]);
    const warnings = within(result).getByRole("list", { name: "Upload warnings" });
    const lines = within(warnings)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(lines.some((l) => /No residual mix for UK.* — 2 rows$/.test(l ?? ""))).toBe(true);
  });

  test("the partial years an upload touched, with their months", async () => {
    const { user } = await open({
      analysis: analysisFixture({ lines: [...COMPLETE_YEARS, ...PARTIAL_2025] }),
    });
    await upload(
      user,
      csv(
        "diesel,100,litres,GB,2025-01-31",
        "diesel,100,litres,GB,2025-02-28",
        "diesel,100,litres,GB,2025-03-31",
      ),
    );
    const result = await screen.findByRole("region", { name: "Upload result" });
    const partial = within(result).getByRole("list", { name: "Partial years" });
    await waitFor(() => expect(partial.textContent).toBe("2025 is a partial year (3 of 12 months)."));
  });

  test("the same rows twice: the server's 409 message, no failure toast, and Upload anyway resends with allowDuplicate", async () => {
    const { user, api } = await open();
    const bill = csv("electricity,1000,kWh,GB,2024-01-31");
    await upload(user, bill);
    await findToast("Success", "Processed 1 emission activities totaling 207 kg CO2e");

    await upload(user, bill);
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Bills already counted: 1 row is the same bill");
    // Each row already counted, with where it is counted.
    const rows = within(alert).getByRole("list", { name: "Rows already counted" });
    expect(
      within(rows)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Row 1: already counted in data source #100 (activity #1000)"]);
    expect(queryToasts().map((t) => t.textContent)).not.toContainEqual(
      expect.stringContaining("Processing Failed"),
    );
    expect((screen.getByLabelText("Raw Data (JSON or CSV)") as HTMLTextAreaElement).value).toBe(bill);

    await user.click(within(alert).getByRole("button", { name: "Upload anyway" }));
    await findToast("Success", "Processed 1 emission activities totaling 207 kg CO2e");
    const sent = callsTo(api.calls, "carbon.ingest").map((c) => c.input);
    expect(sent).toHaveLength(3);
    expect(sent[1]).toEqual({ sourceType: "energy_bill", rawData: { rawText: bill } });
    expect(sent[2]).toEqual({ sourceType: "energy_bill", rawData: { rawText: bill }, allowDuplicate: true });
    expect(screen.queryByRole("button", { name: "Upload anyway" })).toBeNull();
  });

  test("a 409 for a closed year is an ordinary failure: no Upload anyway", async () => {
    const { user } = await open(
      {},
      {
        "carbon.ingest": () => {
          throw trpcError("CONFLICT", "Reporting year 2024 is closed; reopen it before adding data to it");
        },
      },
    );
    await upload(user, csv("electricity,1000,kWh,GB,2024-01-31"));
    await findToast(
      "Processing Failed",
      "Failed to process carbon data. Please check the format and try again.",
    );
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Reporting year 2024 is closed");
    expect(within(alert).queryByRole("button", { name: "Upload anyway" })).toBeNull();
  });

  test("an upload stored while approval is required says it waits for review, in the toast and the result", async () => {
    const { user } = await open({ requireApproval: true });
    await upload(user, csv("electricity,1000,kWh,GB,2024-01-31"));
    const result = await screen.findByRole("region", { name: "Upload result" });
    expect(result.textContent).toContain(
      "Waiting for review. It counts in no total until another admin approves it.",
    );
    await findToast(
      "Waiting for review",
      "Processed 1 emission activities totaling 207 kg CO2e. It counts in no total until another admin approves it.",
    );
  });

  test("an approved upload's result has no review note and its toast says Success", async () => {
    const { user } = await open();
    await upload(user, csv("electricity,1000,kWh,GB,2024-01-31"));
    const result = await screen.findByRole("region", { name: "Upload result" });
    expect(result.textContent).not.toContain("Waiting for review");
    await findToast("Success", "Processed 1 emission activities totaling 207 kg CO2e");
  });
});
