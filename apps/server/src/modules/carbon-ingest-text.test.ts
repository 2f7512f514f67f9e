/**
 * The ingest stores row text exactly as sent, whatever it holds: on PostgreSQL the rows travel in COPY's text
 * format, where a tab, a newline or a backslash would otherwise end a column, end a row or start an escape.
 * Runs on SQLite by default and on PostgreSQL under TEST_DATABASE_URL (scripts/with-postgres.sh).
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp();
  cookie = await t.login();
});
afterEach(() => t.close());

/** Descriptions as a spreadsheet export can carry them (the ingest trims the ends, nothing inside). */
const NASTY = [
  "Head office\tfloor 2",
  "Line one\nline two",
  "Windows line\r\nend",
  "C:\\meters\\new \\N \\t",
  "\\N",
  `"Quoted", 'single'; comma, semicolon`,
  "Ünïcödé 東京 مرحبا 🌍 e\u0301 \u200b",
  "Tab at the end\t.",
];

type Activity = { id: number; description: string | null; derivedFromId?: number | null; activity: string };

describe("ingest of rows with awkward text", () => {
  it("reads back every description exactly, on the rows and on their derived category 3 rows", async () => {
    const activities = NASTY.flatMap((description, i) => [
      {
        activity: "electricity",
        amount: 1000 + i,
        unit: "kWh",
        region: "GB",
        date: "2024-03-31",
        description,
      },
      { activity: "diesel", amount: 10 + i, unit: "litres", region: "GB", date: "2024-03-31", description },
    ]);
    // A row without a description stays without one (NULL, not the text "\N").
    activities.push({
      activity: "electricity",
      amount: 5,
      unit: "kWh",
      region: "GB",
      date: "2024-03-31",
      description: undefined as unknown as string,
    });
    const res = await t.request("/api/carbon/ingest", {
      method: "POST",
      cookie,
      json: { rawData: { activities } },
    });
    expect(res.status).toBe(200);
    const { dataSourceId, emissionsProcessed, derivedActivities } = await res.json();
    expect(emissionsProcessed).toBe(activities.length);
    expect(derivedActivities).toBeGreaterThan(0);

    const list = await t.request(`/api/carbon/emissions/1?sourceId=${dataSourceId}&pageSize=500`, { cookie });
    expect(list.status).toBe(200);
    const stored = (await list.json()).emissions as Activity[];
    expect(stored).toHaveLength(emissionsProcessed + derivedActivities);
    const own = stored.filter((a) => !a.derivedFromId);
    const derived = stored.filter((a) => a.derivedFromId);
    expect(own.map((a) => a.description).sort()).toEqual(
      [...NASTY.flatMap((d) => [d, d]), null].sort() as (string | null)[],
    );
    // Each derived row points at a row of this upload and carries that row's text.
    const byId = new Map(own.map((a) => [a.id, a]));
    expect(derived.length).toBe(derivedActivities);
    for (const d of derived) {
      const parent = byId.get(d.derivedFromId as number);
      expect(parent).toBeDefined();
      expect(d.description).toBe(parent?.description);
    }
  });
});
