import { DUPLICATE_SLICE_IDS } from "@esg/db";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { signUp } from "../test/sign-up";
import { createTestApp } from "../test/test-app";

// A background upload leaves the event loop to other requests often: a batch of at most 100 rows at a time,
// and the finish (the duplicate check and the rollup update) in slices, yielding inside its transaction. The
// sliced duplicate check lists exactly what the one-statement check of the JSON ingest lists.

let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
let companyId: number;
beforeEach(async () => {
  t = await createTestApp();
  ({ companyId, cookie } = await signUp(t, "slices", { companyName: "Slices Ltd", name: "Sam Slices" }));
});
afterEach(() => t.close());

type Row = { activity: string; amount: number; unit: string; region: string; date: string };

/** `n` bills, each another (the amount carries its row), electricity and diesel by turns. */
function bills(n: number, first = 0): Row[] {
  return Array.from({ length: n }, (_, i) =>
    (first + i) % 2 === 0
      ? { activity: "electricity", amount: 1000 + first + i, unit: "kWh", region: "GB", date: "2024-05-31" }
      : { activity: "diesel", amount: 50 + first + i, unit: "litres", region: "GB", date: "2024-05-12" },
  );
}

const csvOf = (rows: Row[]) =>
  [
    "activity,amount,unit,region,date",
    ...rows.map((r) => `${r.activity},${r.amount},${r.unit},${r.region},${r.date}`),
  ].join("\n");

async function upload(rows: Row[]): Promise<number> {
  const res = await t.request("/api/carbon/uploads?sourceType=energy_bill&fileName=bills.csv", {
    method: "POST",
    cookie,
    body: csvOf(rows),
    headers: { "content-type": "text/csv" },
  });
  expect(res.status).toBe(202);
  return (await res.json()).uploadId;
}

async function settled(uploadId: number) {
  await t.uploadJobs.idle();
  const res = await t.request(`/api/carbon/uploads/${uploadId}`, { cookie });
  expect(res.status).toBe(200);
  return res.json();
}

const ingest = (rows: Row[], allowDuplicate = false) =>
  t.request("/api/carbon/ingest", {
    method: "POST",
    cookie,
    json: { sourceType: "energy_bill", rawData: { activities: rows }, allowDuplicate },
  });

describe("an upload's duplicate check in slices", () => {
  it("lists the same counted bills and repeats as the one-statement check, across several slices", async () => {
    // Counted first: bills that the upload will repeat at its start, middle and end.
    const counted = [...bills(3, 0), ...bills(2, 700), ...bills(2, 1397)];
    const first = await ingest(counted);
    expect(first.status).toBe(200);

    // 1,400 rows (two or three activities each with the derived category 3 rows): several slices of ids.
    // Row 1,300 repeats row 2, a counted bill: it is listed twice, as a counted bill and as a repeat.
    const rows = bills(1400, 0);
    rows[1299] = { ...(rows[1] as Row) };
    const uploadId = await upload(rows);
    const status = await settled(uploadId);
    expect(status.status).toBe("error");
    // The same rows through the JSON ingest: its check is one statement over the whole request.
    const again = await ingest(rows);
    expect(again.status).toBe(409);
    const { duplicates } = await again.json();
    expect(duplicates.map((d: { row: number }) => d.row)).toEqual([
      1, 2, 3, 701, 702, 1300, 1300, 1398, 1399,
    ]);
    expect(status.duplicates).toEqual(duplicates);
    // Nothing of the refused upload counts.
    const sources = await t.db
      .selectFrom("emission_activities")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("data_source_id", "=", uploadId)
      .executeTakeFirstOrThrow();
    expect(Number(sources.n)).toBe(0);

    // The rows make several slices of activity ids (as many as the JSON ingest stores when told to).
    const stored = await (await ingest(rows, true)).json();
    expect(stored.emissionsProcessed + stored.derivedActivities).toBeGreaterThan(2 * DUPLICATE_SLICE_IDS);
  }, 60_000);
});

describe("an upload leaves the event loop to other requests", () => {
  it("at most 100 rows between two turns, and turns inside the finishing transaction (SQLite)", async () => {
    // On PostgreSQL the statements wait on the network, not on the event loop: nothing to observe there.
    if (t.handle.engine !== "sqlite") return;
    const raw = t.handle.sqlite;
    // The company's newest upload (it has none before this one): watched from before it is sent.
    const progress = raw.prepare(
      "SELECT rows_read AS rowsRead FROM carbon_data_sources WHERE company_id = ? ORDER BY id DESC LIMIT 1",
    );
    const seen = { last: 0, most: 0, turnsInTransaction: 0 };
    let running = true;
    const turn = () => {
      if (!running) return;
      // A write's transaction open at a turn: the finish yielded inside it.
      if (raw.inTransaction) seen.turnsInTransaction++;
      const r = progress.get(companyId) as { rowsRead: number } | undefined;
      const rows = Number(r?.rowsRead ?? 0);
      seen.most = Math.max(seen.most, rows - seen.last);
      seen.last = rows;
      setImmediate(turn);
    };
    setImmediate(turn);
    const uploadId = await upload(bills(1000, 5000));
    const status = await settled(uploadId);
    running = false;
    expect(status).toMatchObject({ status: "processed", rowsRead: 1000 });
    expect(seen.most).toBeGreaterThan(0);
    expect(seen.most).toBeLessThanOrEqual(100);
    expect(seen.turnsInTransaction).toBeGreaterThan(0);
  }, 60_000);
});

describe("an upload's status reads the monthly rollup, not every activity", () => {
  it("names the partial years it added to without grouping the company's activities", async () => {
    // Twelve months of 2023 (complete) and May 2024 (partial).
    const rows: Row[] = [
      ...Array.from({ length: 12 }, (_, m) => ({
        activity: "electricity",
        amount: 900 + m,
        unit: "kWh",
        region: "GB",
        date: `2023-${String(m + 1).padStart(2, "0")}-28`,
      })),
      ...bills(4, 9000),
    ];
    const uploadId = await upload(rows);
    await t.uploadJobs.idle();
    // Every statement the status read prepares (none of its texts ran on this connection before).
    const prepared: string[] = [];
    if (t.handle.engine === "sqlite") {
      const raw = t.handle.sqlite;
      const prepare = raw.prepare.bind(raw);
      raw.prepare = ((sql: string) => {
        prepared.push(sql);
        return prepare(sql);
      }) as typeof raw.prepare;
    }
    const res = await t.request(`/api/carbon/uploads/${uploadId}`, { cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "processed", partialYears: [2024] });
    if (t.handle.engine === "sqlite") {
      expect(prepared.length).toBeGreaterThan(0);
      // The grouped reads of the whole inventory (gases, Scope 2 kWh, factor versions) held SQLite's only
      // thread for seconds after each upload of a large company, for every client polling its status.
      expect(prepared.filter((sql) => sql.includes('from "emission_activities"'))).toEqual([]);
    }
  }, 60_000);
});
