import { afterEach, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

// POST /api/carbon/ingest (CSV text or JSON rows in a JSON body) and POST /api/carbon/uploads (a streamed file)
// are two doors to one ingest: the same content stores the same rows under the same hash, or is refused with the
// same row issues. Each endpoint runs on its own fresh app, so neither sees the other's upload as a duplicate.

type App = Awaited<ReturnType<typeof createTestApp>>;
const apps: App[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

async function freshApp() {
  const app = await createTestApp();
  apps.push(app);
  return { app, cookie: await app.login() };
}

const HEADER = "activity,amount,unit,region,date,description";

/** What one endpoint made of the content: the stored rows and hash, or the refusal. */
type Answer =
  | { stored: true; hash: string | null; rows: Record<string, unknown>[]; activities: number; kg: number }
  | { stored: false; message: string; issues: { row: number | null; message: string }[]; issueCount: number };

/** The data source's activities as stored, ids replaced by positions so that two databases compare. */
async function storedRows(app: App, dataSourceId: number) {
  const rows = await app.db
    .selectFrom("emission_activities")
    .selectAll()
    .where("data_source_id", "=", dataSourceId)
    .orderBy("id")
    .execute();
  const position = new Map(rows.map((r, i) => [r.id, i]));
  return rows.map(({ id: _id, data_source_id: _source, derived_from_id, ...rest }) => ({
    ...rest,
    derived_from: derived_from_id === null ? null : position.get(derived_from_id),
  }));
}

async function hashOf(app: App, dataSourceId: number) {
  const r = await app.db
    .selectFrom("carbon_data_sources")
    .select("content_hash")
    .where("id", "=", dataSourceId)
    .executeTakeFirstOrThrow();
  return r.content_hash;
}

async function viaIngest(app: App, cookie: string, rawData: unknown): Promise<Answer> {
  const res = await app.request("/api/carbon/ingest", {
    method: "POST",
    cookie,
    json: { sourceType: "energy_bill", rawData, fileName: "same.csv" },
  });
  const body = await res.json();
  if (res.status !== 200) {
    expect(res.status).toBe(400);
    const issues = (body.issues ?? []) as { path: string[]; message: string }[];
    return {
      stored: false,
      message: body.message,
      issues: issues.map((i) => ({
        row: i.path[0] === "rows" ? Number(i.path[1]) : null,
        message: i.message,
      })),
      issueCount: Number(/\(and (\d+) more issues?\)/.exec(body.message)?.[1] ?? 0) + 1,
    };
  }
  return {
    stored: true,
    hash: await hashOf(app, body.dataSourceId),
    rows: await storedRows(app, body.dataSourceId),
    activities: body.emissionsProcessed + body.derivedActivities,
    kg: body.totalEmissions,
  };
}

async function viaUpload(app: App, cookie: string, content: string, type: string): Promise<Answer> {
  const res = await app.request(
    `/api/carbon/uploads?fileName=same.${type.includes("json") ? "json" : "csv"}`,
    {
      method: "POST",
      cookie,
      body: content,
      headers: { "content-type": type },
    },
  );
  expect(res.status).toBe(202);
  const { uploadId } = await res.json();
  let status: Record<string, unknown> = {};
  for (let i = 0; i < 500 && status.status !== "processed" && status.status !== "error"; i++) {
    await new Promise((r) => setTimeout(r, 5));
    status = await (await app.request(`/api/carbon/uploads/${uploadId}`, { cookie })).json();
  }
  if (status.status === "error") {
    const issues = (status.issues ?? []) as { row: number | null; message: string }[];
    return {
      stored: false,
      message: status.message as string,
      issues: issues.map((i) => ({ row: i.row, message: i.message })),
      issueCount: status.issueCount as number,
    };
  }
  expect(status.status).toBe("processed");
  return {
    stored: true,
    hash: await hashOf(app, uploadId),
    rows: await storedRows(app, uploadId),
    activities: (status.emissionsProcessed as number) + (status.derivedActivities as number),
    kg: status.totalEmissions as number,
  };
}

/** The listed issues agree as far as both list them (the ingest's 400 lists 100, an upload's status 1,000). */
function expectSameRefusal(ingest: Answer, upload: Answer) {
  if (ingest.stored || upload.stored) throw new Error("expected both to refuse the content");
  expect(ingest.issueCount).toBe(upload.issueCount);
  expect(ingest.issues.length).toBe(Math.min(upload.issueCount, 100));
  expect(upload.issues.length).toBe(Math.min(upload.issueCount, 1000));
  expect(ingest.issues).toEqual(upload.issues.slice(0, ingest.issues.length));
}

const rows = (...lines: string[]) => [HEADER, ...lines].join("\n");

const CSV_CASES: [string, string, "stored" | "refused"][] = [
  [
    "plain rows with a quoted field",
    rows(
      "electricity,10000,kWh,GB,2024-06-30,Head office",
      "diesel,400,litres,GB,2024-06-30,Delivery vans",
      '"long-haul flight, economy",5000,passenger-km,GB,2024-06-12,Trade show',
    ),
    "stored",
  ],
  [
    "a BOM and CRLF line ends, with a blank line and a trailing line end",
    `\uFEFF${rows("electricity,1200,kWh,GB,2024-03-31,Office", "", "natural gas,800,kWh,GB,2024-03-31,Boiler")}\r\n`.replace(
      /\n/g,
      "\r\n",
    ),
    "stored",
  ],
  [
    "quoted fields holding quotes, commas and a line break",
    rows(
      'electricity,300,kWh,GB,2024-02-29,"Site ""North"", meter 2"',
      'diesel,50,litres,GB,2024-02-29,"Generator\nback-up"',
    ),
    "stored",
  ],
  [
    "mixed line ends (LF and CRLF) in one file",
    `${HEADER}\r\nelectricity,10,kWh,GB,2024-01-31,A\ndiesel,5,litres,GB,2024-01-31,B\r\n`,
    "stored",
  ],
  [
    "bad rows: an unknown activity, a negative amount, too many fields",
    rows(
      "electricity,100,kWh,GB,2024-01-31,Fine",
      "unobtainium,5,kg,GB,2024-01-31,Unknown",
      "diesel,-4,litres,GB,2024-01-31,Negative",
      "electricity,1,kWh,GB,2024-01-31,Extra,field",
      "electricity,2,kWh,GB,2024-01-31,Fine too",
    ),
    "refused",
  ],
  ["a header without an activity column", "foo,bar\n1,2", "refused"],
  ["an unterminated quoted field", rows('electricity,1,kWh,GB,2024-01-31,"open'), "refused"],
  [
    "more bad rows than either endpoint lists (1,200)",
    rows(...Array.from({ length: 1200 }, (_, i) => `electricity,-${i + 1},kWh,GB,2024-01-31,Bad ${i + 1}`)),
    "refused",
  ],
];

describe("POST /api/carbon/ingest and POST /api/carbon/uploads agree", () => {
  it.each(CSV_CASES)("CSV: %s", async (_name, csv, expected) => {
    const [a, b] = await Promise.all([freshApp(), freshApp()]);
    const ingest = await viaIngest(a.app, a.cookie, { rawText: csv });
    const upload = await viaUpload(b.app, b.cookie, csv, "text/csv");
    if (expected === "stored") {
      expect(ingest.stored).toBe(true);
      expect(upload).toEqual(ingest);
      expect(ingest.stored && ingest.rows.length).toBeGreaterThan(0);
    } else expectSameRefusal(ingest, upload);
  });

  it("JSON rows: the body's rows and the same rows as a JSON file", async () => {
    const activities = [
      { activity: "electricity", amount: 2500, unit: "kWh", region: "GB", date: "2024-05-31" },
      {
        activity: "diesel",
        amount: 40,
        unit: "litres",
        region: "GB",
        date: "2024-05-31",
        description: "Vans",
      },
    ];
    const [a, b] = await Promise.all([freshApp(), freshApp()]);
    const ingest = await viaIngest(a.app, a.cookie, { activities });
    const upload = await viaUpload(b.app, b.cookie, JSON.stringify({ activities }), "application/json");
    expect(ingest.stored).toBe(true);
    expect(upload).toEqual(ingest);
  });

  it("JSON rows with bad rows are refused with the same issues", async () => {
    const activities = [
      { activity: "electricity", amount: 1, unit: "kWh", region: "GB", date: "2024-05-31" },
      { activity: "electricity", amount: "lots", unit: "kWh", region: "GB", date: "2024-05-31" },
      5,
    ];
    const [a, b] = await Promise.all([freshApp(), freshApp()]);
    const ingest = await viaIngest(a.app, a.cookie, { activities });
    const upload = await viaUpload(b.app, b.cookie, JSON.stringify({ activities }), "application/json");
    expectSameRefusal(ingest, upload);
  });

  it("the same content again is refused as a duplicate by both, naming the first upload", async () => {
    const csv = rows("electricity,700,kWh,GB,2024-04-30,Twice");
    const [a, b] = await Promise.all([freshApp(), freshApp()]);
    const first = await viaIngest(a.app, a.cookie, { rawText: csv });
    expect(await viaUpload(b.app, b.cookie, csv, "text/csv")).toEqual(first);
    const again = await a.app.request("/api/carbon/ingest", {
      method: "POST",
      cookie: a.cookie,
      json: { sourceType: "energy_bill", rawData: { rawText: csv } },
    });
    expect(again.status).toBe(409);
    const upload = await viaUpload(b.app, b.cookie, csv, "text/csv");
    if (upload.stored) throw new Error("expected the second upload to be refused");
    const sameWords = (m: string) => m.replace(/#\d+/, "#N");
    expect(sameWords(upload.message)).toBe(sameWords((await again.json()).message));
  });

  it("an empty payload stores nothing on either; each answers as it documents", async () => {
    const [a, b] = await Promise.all([freshApp(), freshApp()]);
    for (const csv of [HEADER, `${HEADER}\n\n,,,,,\n`, "\n\n"]) {
      const ingest = await a.app.request("/api/carbon/ingest", {
        method: "POST",
        cookie: a.cookie,
        json: { sourceType: "energy_bill", rawData: { rawText: csv } },
      });
      expect(ingest.status).toBe(400);
      expect((await ingest.json()).message).toBe(
        "Raw data is empty: provide emission activity data to process",
      );
      const upload = await viaUpload(b.app, b.cookie, csv, "text/csv");
      expect(upload).toMatchObject({
        stored: false,
        issues: [{ row: null, message: "The file has no activity rows" }],
      });
    }
  });
});
