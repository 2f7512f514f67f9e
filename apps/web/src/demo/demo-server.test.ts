/**
 * The offline demo's API is the real appRouter over the seeded database: a tRPC client typed with AppRouter
 * talks to it, so a procedure the demo does not follow fails type checking here or these assertions.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { AppRouter } from "@esg/api";
import { createTRPCClient, httpBatchLink, TRPCClientError } from "@trpc/client";
import type { inferRouterOutputs } from "@trpc/server";
import initSqlJs, { type SqlJsStatic } from "sql.js";
import { beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { type DemoDatabase, openDemoDatabase } from "./demo-database";
import { createDemoServer } from "./demo-server";

type Outputs = inferRouterOutputs<AppRouter>;
const ORIGIN = "http://offline.demo";

let SQL: SqlJsStatic;
beforeAll(async () => {
  // apps/web (under happy-dom import.meta.url is not a file: URL).
  const web = join(import.meta.dirname ?? process.cwd(), "../..");
  const wasm = readFileSync(createRequire(join(web, "package.json")).resolve("sql.js/dist/sql-wasm.wasm"));
  SQL = await initSqlJs({ wasmBinary: wasm });
});

function memoryStore() {
  let id: string | null = null;
  return {
    get: () => id,
    set: (next: string | null) => {
      id = next;
    },
  };
}

function startDemo(database: DemoDatabase, sessions = memoryStore()) {
  let writes = 0;
  const server = createDemoServer({ db: database.db, sessions, afterWrite: () => void writes++ });
  const fetchDemo = (input: RequestInfo | URL, init?: RequestInit) =>
    server.handle(new Request(new URL(String(input), ORIGIN), init));
  const client = createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: `${ORIGIN}/trpc`, fetch: fetchDemo })],
  });
  return { client, fetchDemo, sessions, writes: () => writes };
}

const TOPIC = {
  topic: "Offline demo test topic",
  category: "Environmental",
  businessImpact: 4,
  stakeholderConcern: 5,
  description: "Added by the demo test",
} as const;

describe("offline demo API", () => {
  it("signs in only as demo/demo", async () => {
    const { client } = startDemo(await openDemoDatabase(SQL));
    await expect(client.auth.user.query()).rejects.toMatchObject({ data: { code: "UNAUTHORIZED" } });
    const wrong = await client.auth.login.mutate({ username: "demo", password: "nope" }).catch((e) => e);
    expect(wrong).toBeInstanceOf(TRPCClientError);
    expect(wrong.message).toBe("Invalid credentials");
    const user = await client.auth.login.mutate({ username: "demo", password: "demo" });
    expect(user).toMatchObject({ username: "demo", company: { name: "Northwind Components Ltd" } });
    expect(await client.auth.user.query()).toEqual(user);
  });

  it("adds a materiality topic for the session and Reset Demo restores the seed", async () => {
    const { client, writes } = startDemo(await openDemoDatabase(SQL));
    await client.auth.login.mutate({ username: "demo", password: "demo" });
    const seeded = await client.materiality.list.query();
    expectTypeOf(seeded).toEqualTypeOf<Outputs["materiality"]["list"]>();
    expect(seeded.length).toBeGreaterThan(0);

    const created = await client.materiality.create.mutate(TOPIC);
    expect(created).toMatchObject({ ...TOPIC, materialityLevel: expect.any(String) });
    expect((await client.materiality.list.query()).map((t) => t.topic)).toContain(TOPIC.topic);
    expect(writes()).toBeGreaterThan(0);

    await client.demo.reset.mutate();
    const restored = await client.materiality.list.query();
    expect(restored.map((t) => t.topic)).not.toContain(TOPIC.topic);
    expect(restored.map((t) => t.topic).sort()).toEqual(seeded.map((t) => t.topic).sort());
    // Reset keeps the session, as on the server.
    expect((await client.auth.user.query()).username).toBe("demo");
  });

  it("keeps writes and the session in the saved database file", async () => {
    const first = await openDemoDatabase(SQL);
    const demo = startDemo(first);
    await demo.client.auth.login.mutate({ username: "demo", password: "demo" });
    await demo.client.materiality.create.mutate(TOPIC);

    const reopened = startDemo(await openDemoDatabase(SQL, first.exportBytes()), demo.sessions);
    expect((await reopened.client.auth.user.query()).username).toBe("demo");
    expect((await reopened.client.materiality.list.query()).map((t) => t.topic)).toContain(TOPIC.topic);
  });

  it("the carbon analysis (kept until the data changes) follows an ingest saved as the demo saves", async () => {
    const database = await openDemoDatabase(SQL);
    const { client } = startDemo(database);
    await client.auth.login.mutate({ username: "demo", password: "demo" });
    database.exportBytes(); // as the demo saves after every write
    const before = await client.carbon.analysis.query();
    const year = before.reportingYear ?? 2024;
    await client.carbon.ingest.mutate({
      sourceType: "fuel_receipt",
      rawData: {
        activities: [
          {
            activity: "diesel",
            amount: 1000,
            unit: "litres",
            region: "GB",
            date: `${year}-06-30`,
            description: "Fleet",
          },
        ],
      },
    });
    database.exportBytes();
    const after = await client.carbon.analysis.query();
    expect(after.currentEmissions.scope1).toBeGreaterThan(before.currentEmissions.scope1);
  });

  it("answers the REST table, downloads reports and stands in for server-only features", async () => {
    const { client, fetchDemo } = startDemo(await openDemoDatabase(SQL));
    const login = await fetchDemo("/api/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "demo", password: "demo" }),
    });
    expect(login.status).toBe(200);
    const dashboard = (await (await fetchDemo("/api/dashboard")).json()) as Outputs["dashboard"]["get"];
    expect(dashboard.company.name).toBe("Northwind Components Ltd");
    expect((await fetchDemo("/api/materiality/999")).status).toBe(403);
    expect((await fetchDemo("/api/nowhere")).status).toBe(404);

    // Every seeded report downloads; the PDFs are real PDFs rendered by jsPDF in the page.
    const types = new Set<string>();
    for (const doc of dashboard.documents) {
      const file = await fetchDemo(`/api/documents/${doc.id}/download`);
      expect(file.status).toBe(200);
      expect(file.headers.get("content-disposition")).toContain("attachment");
      const type = file.headers.get("content-type") ?? "";
      types.add(type);
      const bytes = new Uint8Array(await file.arrayBuffer());
      if (type === "application/pdf") expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
    }
    expect(types).toContain("application/pdf");

    const scrape = await client.companyData.scrape
      .mutate({ websiteUrl: "https://example.com" })
      .catch((e) => e);
    expect(scrape).toMatchObject({ data: { code: "BAD_REQUEST" } });
    expect(scrape.message).toMatch(/offline demo/);
    const amaroq = await client.companyData.scrapeAmaroq.mutate();
    expect(amaroq.message).toMatch(/snapshots/);
    const answer = await client.ai.query.mutate({ question: "What are our biggest emission sources?" });
    expect(answer.source).toBe("built-in");
  });

  it("answers the data-completeness grid from the browser's database, as the server does", async () => {
    const { client, fetchDemo } = startDemo(await openDemoDatabase(SQL));
    await client.auth.login.mutate({ username: "demo", password: "demo" });
    const coverage = await client.carbon.coverage.query({ year: 2024 });
    expect(coverage.months).toHaveLength(12);
    // The demo seed has energy bills in every month of its complete years.
    expect(coverage.bySourceType.energy_bill).toEqual(Array(12).fill(true));
    const rest = await fetchDemo("/api/carbon/coverage?year=2024");
    expect(rest.status).toBe(200);
    expect(await rest.json()).toEqual(coverage);
  });
});
