import { carbonIngestSamples } from "@esg/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

/**
 * Every hint and example the Upload Data tab shows (the JSON and CSV of the hint box, each activity,
 * unit and column it names, each Load Example) is accepted by the real ingest.
 */
describe("the Upload Data tab's hints and examples", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await t.login();
  });
  afterAll(() => t.close());

  const samples = carbonIngestSamples();

  it("cover the hint box and every source type's Load Example", () => {
    const names = samples.map((s) => s.name);
    expect(names).toContain("JSON format hint");
    expect(names).toContain("CSV format hint");
    expect(names.filter((n) => n.startsWith("Load Example "))).toHaveLength(4);
    expect(names.some((n) => /flights/.test(n))).toBe(false);
  });

  it.each(samples.map((s) => [s.name, s] as const))("%s is accepted", async (_name, sample) => {
    const res = await t.request("/api/carbon/ingest", {
      method: "POST",
      cookie,
      // The same rows appear in several samples (kWh and electricity): each is judged on its own.
      json: { sourceType: sample.sourceType, rawData: sample.rawData, allowDuplicate: true },
    });
    const body = await res.json();
    expect({ status: res.status, issues: body.issues ?? body.message }).toMatchObject({ status: 200 });
    expect(body.emissionsProcessed).toBeGreaterThan(0);
    expect(body.totalEmissions).toBeGreaterThan(0);
  });
});
