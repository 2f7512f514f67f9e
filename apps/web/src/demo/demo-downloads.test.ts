/**
 * Every download the app makes is a fetch of a REST file route (lib/download.ts); the offline demo must answer
 * each of them as the server does: the bytes, with Content-Type and an attachment's Content-Disposition.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { AppRouter } from "@esg/api";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import initSqlJs, { type SqlJsStatic } from "sql.js";
import { beforeAll, describe, expect, it } from "vitest";
import { emissionsExportUrl, sourceContentUrl } from "../features/data-ingestion/download-urls";
import { attachmentFilename } from "../lib/content-disposition";
import { documentDownloadUrl } from "../lib/download";
import { openDemoDatabase } from "./demo-database";
import { createDemoServer } from "./demo-server";

const ORIGIN = "http://offline.demo";
const CSV = "activity,amount,unit,region,date\nelectricity,1200,kWh,GB,2024-03-31\n";

let SQL: SqlJsStatic;
beforeAll(async () => {
  const web = join(import.meta.dirname ?? process.cwd(), "../..");
  const wasm = readFileSync(createRequire(join(web, "package.json")).resolve("sql.js/dist/sql-wasm.wasm"));
  SQL = await initSqlJs({ wasmBinary: wasm });
});

async function signedInDemo() {
  let sessionId: string | null = null;
  const sessions = {
    get: () => sessionId,
    set: (next: string | null) => {
      sessionId = next;
    },
  };
  const server = createDemoServer({ db: (await openDemoDatabase(SQL)).db, sessions });
  const fetchDemo = (path: string) => server.handle(new Request(new URL(path, ORIGIN)));
  const client = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${ORIGIN}/trpc`,
        fetch: (input, init) => server.handle(new Request(new URL(String(input), ORIGIN), init)),
      }),
    ],
  });
  await client.auth.login.mutate({ username: "demo", password: "demo" });
  return { client, fetchDemo };
}

function expectAttachment(res: Response, type: RegExp, filename: string) {
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(type);
  expect(res.headers.get("content-disposition")).toMatch(/^attachment;/);
  expect(attachmentFilename(res.headers.get("content-disposition"))).toBe(filename);
}

describe("the offline demo's file routes", () => {
  it("a report: GET /api/documents/{id}/download", async () => {
    const { client, fetchDemo } = await signedInDemo();
    const [doc] = (await client.dashboard.get.query()).documents;
    if (!doc) throw new Error("the demo has no report");
    expectAttachment(await fetchDemo(documentDownloadUrl(doc.id)), /./, doc.filename);
  });

  it("a report of a named year: GET /api/reports, then its downloadPath", async () => {
    const { client, fetchDemo } = await signedInDemo();
    const listed = await fetchDemo("/api/reports");
    expect(listed.status).toBe(200);
    const { reports } = (await listed.json()) as Awaited<ReturnType<typeof client.reports.list.query>>;
    expect(reports).toEqual((await client.reports.list.query()).reports);
    const gri = reports.find((r) => r.type === "GRI" && r.year === 2023);
    if (!gri) throw new Error("the demo has no 2023 GRI report");
    const res = await fetchDemo(gri.downloadPath);
    expectAttachment(res, /^text\/csv/, "GRI_305_Emissions_Table_2023.csv");
    expect(await res.text()).toContain("1 January 2023 – 31 December 2023");
  });

  it("the emissions export: GET /api/carbon/emissions/{companyId}/export.csv with the filters", async () => {
    const { client, fetchDemo } = await signedInDemo();
    const user = await client.auth.user.query();
    const res = await fetchDemo(emissionsExportUrl(user.company.id, { year: 2024, scope: 2 }));
    expectAttachment(res, /^text\/csv/, "emissions-2024-scope2.csv");
    const [header, ...rows] = (await res.text()).trim().split("\n");
    expect(header).toMatch(/scope/i);
    expect(rows.length).toBeGreaterThan(0);
  });

  it("an uploaded file: GET /api/carbon/sources/{id}/content, as it was sent", async () => {
    const { client, fetchDemo } = await signedInDemo();
    const { dataSourceId } = await client.carbon.ingest.mutate({
      sourceType: "energy_bill",
      fileName: "march-bill.csv",
      rawData: { rawText: CSV },
    });
    const res = await fetchDemo(sourceContentUrl(dataSourceId));
    expectAttachment(res, /^text\/csv/, "march-bill.csv");
    expect(await res.text()).toBe(CSV);
  });
});
