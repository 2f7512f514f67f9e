import { createHash } from "node:crypto";
import { normalizeIngestPayload } from "@esg/domain";
import { afterEach, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

// The ingest reads a JSON body's rows in batches and feeds the content hash a batch at a time: what it stores
// must stay the hash it always was (SHA-256 of the JSON array of the canonical rows), so that an upload made
// before and one made after compare, and the derived rows of every batch must still point at their own row.

type App = Awaited<ReturnType<typeof createTestApp>>;
const apps: App[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

const KINDS = [
  ["electricity", "kWh", 1200],
  ["natural gas", "kWh", 900],
  ["diesel", "litres", 40],
  ["train", "passenger-km", 300],
] as const;

/**
 * Descriptions with JSON escapes (quotes, backslashes, tabs, Unicode), and some the canonical row rewrites: a
 * padded one (trimmed) and a number (made text).
 */
function descriptionOf(i: number): string | number {
  if (i % 17 === 0) return i;
  if (i % 13 === 0) return `  padded ${i}  `;
  return i % 7 === 0 ? `Site "${i}" \\ Zürich\tnight — ✓` : `Site ${i % 40}`;
}

/** More rows than one batch holds (500); most of them canonical already, some with keys that are not. */
function rows(n: number) {
  return Array.from({ length: n }, (_, i) => {
    const [activity, unit, base] = KINDS[i % KINDS.length] as (typeof KINDS)[number];
    return {
      activity,
      amount: base + i,
      unit,
      region: "GB",
      date: `2024-${String((i % 12) + 1).padStart(2, "0")}-15`,
      description: descriptionOf(i),
      ...(i % 11 === 0 ? { Notes: "a note the description outranks", Supplier: "Grid Co" } : {}),
    };
  });
}

async function ingest(app: App, cookie: string, rawData: unknown) {
  return app.request("/api/carbon/ingest", {
    method: "POST",
    cookie,
    json: { sourceType: "energy_bill", rawData, fileName: "hash.json", allowDuplicate: true },
  });
}

describe("POST /api/carbon/ingest over several batches", () => {
  it("stores SHA-256 of the JSON array of the canonical rows as the content hash", async () => {
    const app = await createTestApp();
    apps.push(app);
    const cookie = await app.login();
    const rawData = { activities: rows(1_234) };
    const res = await ingest(app, cookie, rawData);
    const body = await res.json();
    expect(res.status, body.message).toBe(200);
    const normalized = normalizeIngestPayload("energy_bill", rawData);
    if (!normalized.ok || normalized.format === "csv") throw new Error("rows expected");
    // The definition, whole: one JSON text of every canonical row, hashed at once.
    const expected = createHash("sha256").update(JSON.stringify(normalized.rows)).digest("hex");
    const stored = await app.db
      .selectFrom("carbon_data_sources")
      .select("content_hash")
      .where("id", "=", body.dataSourceId)
      .executeTakeFirstOrThrow();
    expect(stored.content_hash).toBe(expected);
    // And the canonical rows themselves are what they were: this payload's hash as the ingest stored it
    // before rows were hashed by batch and canonical rows taken as they came (a change of the rows' keys,
    // their order or their values would show here).
    expect(expected).toBe("5b7d43c9a54dec696cf5b1c947cb5e29dadf46688e8b3b0bc5ed46e7713600b5");

    // Every derived category 3 row points at the row it came from, in the last batch as in the first.
    const activities = await app.db
      .selectFrom("emission_activities")
      .select(["id", "source_row", "row_key", "derived_from_id", "scope"])
      .where("data_source_id", "=", body.dataSourceId)
      .execute();
    const byId = new Map(activities.map((a) => [a.id, a]));
    const derived = activities.filter((a) => a.derived_from_id !== null);
    expect(derived.length).toBe(body.derivedActivities);
    expect(new Set(derived.map((d) => Math.ceil((d.source_row ?? 0) / 500))).size).toBe(3);
    for (const d of derived) {
      const parent = byId.get(d.derived_from_id as number);
      expect(parent?.derived_from_id).toBeNull();
      expect(parent?.source_row).toBe(d.source_row);
      expect(parent?.row_key).toBe(d.row_key);
    }
  });

  it("still refuses control characters written as JSON escapes, and takes tab and line feed", async () => {
    const app = await createTestApp();
    apps.push(app);
    const cookie = await app.login();
    const row = (description: string) => ({
      activities: [
        { activity: "diesel", amount: 10, unit: "litres", region: "GB", date: "2024-03-01", description },
      ],
    });
    // JSON.stringify writes these as \b, \f and \u0001: the body's text has no raw control character.
    for (const bad of ["back\bspace", "form\ffeed", "start\u0001of heading"]) {
      const res = await ingest(app, cookie, row(bad));
      expect(res.status).toBe(400);
      const body = await res.json();
      expect(body.issues[0].path).toEqual(["rawData", "activities", "0", "description"]);
    }
    const fine = await ingest(app, cookie, row("tab\there\nand a new line"));
    expect(fine.status).toBe(200);
  });
});
