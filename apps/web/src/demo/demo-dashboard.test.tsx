/**
 * The offline demo's dashboard is drawn from the demo's own data: the whole app rendered against the real
 * appRouter over the seeded demo database (MSW hands every /trpc request to the demo server), so the forecast
 * card must show exactly the analysis's reporting-year total, not the spec's sample figures.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { AppRouter } from "@esg/api";
import { screen, within } from "@testing-library/react";
import { createTRPCClient, httpBatchLink } from "@trpc/client";
import { HttpResponse, http } from "msw";
import initSqlJs from "sql.js";
import { describe, expect, it } from "vitest";
import { server as msw } from "../test/msw-server";
import { renderApp } from "../test/render-app";
import { openDemoDatabase } from "./demo-database";
import { createDemoServer } from "./demo-server";

const ORIGIN = "http://offline.demo";
const tonnes = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1, minimumFractionDigits: 1 });

async function demoApi() {
  const web = join(import.meta.dirname ?? process.cwd(), "../..");
  const wasm = readFileSync(createRequire(join(web, "package.json")).resolve("sql.js/dist/sql-wasm.wasm"));
  const database = await openDemoDatabase(await initSqlJs({ wasmBinary: wasm }));
  let session: string | null = null;
  const demo = createDemoServer({
    db: database.db,
    sessions: {
      get: () => session,
      set: (id) => {
        session = id;
      },
    },
  });
  const toDemo = (request: Request) => {
    const url = new URL(request.url);
    return demo.handle(new Request(new URL(url.pathname + url.search, ORIGIN), request));
  };
  const client = createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url: `${ORIGIN}/trpc`,
        fetch: (input, init) => toDemo(new Request(String(input), init)),
      }),
    ],
  });
  await client.auth.login.mutate({ username: "demo", password: "demo" });
  msw.use(
    http.all("*/trpc/*", async ({ request }) => {
      const response = await toDemo(request);
      return new HttpResponse(response.body, { status: response.status, headers: response.headers });
    }),
  );
  return client;
}

describe("the offline demo's dashboard", () => {
  it("the forecast card shows the demo's reporting-year total, equal to the analysis", async () => {
    const client = await demoApi();
    const analysis = await client.carbon.analysis.query();
    expect(analysis.reportingYear).not.toBeNull();
    renderApp("/dashboard");
    const heading = await screen.findByRole(
      "heading",
      { level: 2, name: "Carbon Emissions Forecast" },
      { timeout: 10_000 },
    );
    const forecast = heading.closest("section") as HTMLElement;
    const current = await within(forecast).findByText(
      `Current · reporting year ${analysis.reportingYear}`,
      {},
      { timeout: 10_000 },
    );
    const figure = current.closest("div") as HTMLElement;
    expect(figure.textContent).toContain(
      `${tonnes.format(analysis.currentEmissions.total)}t CO2e location-based`,
    );
    expect(figure.textContent).toContain(
      `${tonnes.format(analysis.currentEmissions.totalMarketBased)}t CO2e market-based`,
    );
    const lastYear = Object.keys(analysis.projections).sort().at(-1) as string;
    expect(forecast.textContent).toContain(`Projected · ${lastYear}`);
    expect(forecast.textContent).toContain(`${tonnes.format(analysis.projections[lastYear] ?? 0)}t CO2e`);
    expect(forecast.textContent).toContain(analysis.projectionMethod.description);
    expect(forecast.textContent).not.toMatch(/1,800|1,550/);
  }, 30_000);
});
