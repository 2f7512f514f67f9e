import { request as httpRequest } from "node:http";
import type { Role } from "@esg/domain";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "../app";
import { createKeptAnswers, type KeptAnswers } from "../http/kept-answers";
import { rateLimitStoreFor } from "../http/rate-limit-store";
import { addMember } from "../test/member";
import { memoryLogger } from "../test/memory-logger";
import { createTestApp, listenOnLoopback } from "../test/test-app";

/**
 * A repeated read of a kept route (the dashboard, the assessment, the carbon analysis) is answered from the
 * bytes the whole chain produced for it: the same status, headers and body as the chain gives (but the request's
 * own id and date), the same log line, for every kind of caller; and never once the company's data has changed.
 * Two apps share one database: one keeps answers, the other runs every read through the whole chain.
 */
const KEPT_PATHS = [
  "/api/dashboard",
  "/api/assessment/full",
  "/api/carbon/analysis",
  "/api/carbon/analysis?year=2024",
];
const DAY_MS = 24 * 60 * 60 * 1000;

let t: Awaited<ReturnType<typeof createTestApp>>;
let whole: ReturnType<typeof createApp>;
let store: KeptAnswers;
let clock: number;
let admin: string;
const keptLog = memoryLogger();
const wholeLog = memoryLogger();

beforeEach(async () => {
  clock = Date.now();
  store = createKeptAnswers({ now: () => clock });
  t = await createTestApp({ keptAnswers: store, logger: keptLog.logger });
  whole = createApp({
    db: t.db,
    isProduction: false,
    uploadJobs: t.uploadJobs,
    rateLimitStore: rateLimitStoreFor(t.handle),
    logger: wholeLog.logger,
    keptAnswers: null,
  });
  admin = await t.login();
});
afterEach(() => t.close());

type Caller = { cookie: string } | { token: string };
const headersOf = (caller: Caller): Record<string, string> =>
  "cookie" in caller ? { cookie: caller.cookie } : { authorization: `Bearer ${caller.token}` };
const env = () => ({ incoming: { socket: { remoteAddress: "127.0.0.1" } } });
type Server = Awaited<ReturnType<typeof listenOnLoopback>>;
/**
 * How the requests reach the two apps: in process (`app.request`, the app's own middleware answers kept reads),
 * or over sockets served as the server serves them (node:http's listener answers them before Hono).
 */
let sockets: { kept: Server; whole: Server } | null = null;
const send = (
  app: typeof whole,
  server: Server | undefined,
  path: string,
  headers: Record<string, string>,
) => (server ? fetch(`${server.base}${path}`, { headers }) : app.request(path, { headers }, env()));
const keptWith = (path: string, headers: Record<string, string>) => send(t.app, sockets?.kept, path, headers);
const kept = (path: string, caller: Caller) => keptWith(path, headersOf(caller));
const wholeChain = (path: string, caller: Caller) => send(whole, sockets?.whole, path, headersOf(caller));
const TRANSPORTS = ["in process", "over sockets"] as const;
/** Serves both apps on loopback sockets for the tests of `transport`, and closes them after each. */
function servedBy(transport: (typeof TRANSPORTS)[number]) {
  beforeEach(async () => {
    if (transport === "over sockets") {
      sockets = { kept: await listenOnLoopback(t.app), whole: await listenOnLoopback(whole) };
    }
  });
  afterEach(async () => {
    await sockets?.kept.close();
    await sockets?.whole.close();
    sockets = null;
  });
}

/** Status, headers and body, but what belongs to the request alone: its id (a header, and in error bodies) and date. */
async function answer(res: Response) {
  const id = res.headers.get("x-request-id");
  expect(id).toBeTruthy();
  const headers = Object.fromEntries(
    [...res.headers].filter(([name]) => name !== "x-request-id" && name !== "date"),
  );
  const body = (await res.text()).replaceAll(id as string, "<request id>");
  return { status: res.status, headers, body };
}

/** A first read (the chain answers, and it is kept), then a repeat that must come from the kept bytes. */
async function keptRepeat(path: string, caller: Caller) {
  const first = await kept(path, caller);
  expect(first.status).toBe(200);
  const hits = store.hits;
  const repeat = await kept(path, caller);
  expect(store.hits, `${path} answered from kept bytes`).toBe(hits + 1);
  return { first, repeat };
}

/** A member of the demo company with `role`, signed in through an invitation. */
const member = (role: Role) => addMember(t, admin, 1, role, `${role}-user`, role);

/** A kept repeat of `path` over loopback sockets: every header (Content-Length included) and the body the whole chain sends. */
async function expectSameOverHttp(path: string) {
  const keptServer = await listenOnLoopback(t.app);
  const wholeServer = await listenOnLoopback(whole);
  try {
    const get = (base: string) => fetch(`${base}${path}`, { headers: { cookie: admin } });
    await get(keptServer.base);
    const hits = store.hits;
    const repeat = await answer(await get(keptServer.base));
    expect(store.hits).toBe(hits + 1);
    const expected = await answer(await get(wholeServer.base));
    expect(repeat.headers["content-length"]).toBe(String(Buffer.byteLength(expected.body)));
    expect(repeat).toEqual(expected);
  } finally {
    await keptServer.close();
    await wholeServer.close();
  }
}

const setSessionExpiry = (cookie: string, expiresAt: number) =>
  t.db
    .updateTable("sessions")
    .set({ expires_at: expiresAt })
    .where("id", "=", cookie.slice(cookie.indexOf("=") + 1).split(".")[0] as string)
    .execute();

describe.each(TRANSPORTS)("a kept read answered from its kept bytes (%s)", (transport) => {
  servedBy(transport);
  it.each(KEPT_PATHS)("%s: what the whole chain answers the demo admin", async (path) => {
    const { first, repeat } = await keptRepeat(path, { cookie: admin });
    const expected = await answer(await wholeChain(path, { cookie: admin }));
    expect(await answer(repeat)).toEqual(expected);
    expect(await answer(first)).toEqual(expected);
    expect(expected.headers["cache-control"]).toBe("no-store");
    expect(expected.headers["content-security-policy"]).toBeTruthy();
  });

  it("is shared by the company's members: a viewer's repeat of the admin's read is what the chain answers", async () => {
    const viewer = await member("viewer");
    for (const path of KEPT_PATHS) {
      expect((await kept(path, { cookie: admin })).status).toBe(200);
      const hits = store.hits;
      const res = await kept(path, { cookie: viewer });
      expect(store.hits).toBe(hits + 1);
      expect(await answer(res)).toEqual(await answer(await wholeChain(path, { cookie: viewer })));
    }
  });

  it("answers an API token as the chain does, and still records the token's use", async () => {
    const created = await t.request("/api/tokens", {
      method: "POST",
      cookie: admin,
      json: { name: "script", scope: "read" },
    });
    expect(created.status).toBe(200);
    const { id, token } = await created.json();
    expect((await kept("/api/dashboard", { token })).status).toBe(200);
    const lastUsed = (at: string | null) =>
      t.db.updateTable("api_tokens").set({ last_used_at: at }).where("id", "=", id).execute();
    await lastUsed(null);
    const hits = store.hits;
    const repeat = await kept("/api/dashboard", { token });
    expect(store.hits).toBe(hits + 1);
    const row = await t.db
      .selectFrom("api_tokens")
      .select("last_used_at")
      .where("id", "=", id)
      .executeTakeFirst();
    expect(row?.last_used_at).not.toBeNull();
    expect(await answer(repeat)).toEqual(await answer(await wholeChain("/api/dashboard", { token })));
    expect(await answer(await kept("/api/dashboard", { token: `${token}x` }))).toEqual(
      await answer(await wholeChain("/api/dashboard", { token: `${token}x` })),
    );
  });

  it("leaves a Host outside the allowed ones to the chain's 421, and answers an allowed one", async () => {
    const hostStore = createKeptAnswers({ now: () => clock });
    const hosted = createApp({
      db: t.db,
      isProduction: false,
      uploadJobs: t.uploadJobs,
      rateLimitStore: rateLimitStoreFor(t.handle),
      keptAnswers: hostStore,
      allowedHosts: "esg.example",
    });
    const server = sockets ? await listenOnLoopback(hosted) : null;
    const get = async (host: string) => {
      if (!server) {
        return (await hosted.request(`http://${host}/api/dashboard`, { headers: { cookie: admin } }, env()))
          .status;
      }
      // fetch sends the address it connects to as the Host; node:http sends the one given.
      return new Promise<number | undefined>((resolve, reject) => {
        const req = httpRequest(
          { host: "127.0.0.1", port: server.port, path: "/api/dashboard", headers: { host, cookie: admin } },
          (res) => {
            res.resume();
            res.on("end", () => resolve(res.statusCode));
          },
        );
        req.on("error", reject).end();
      });
    };
    try {
      expect([await get("esg.example"), await get("esg.example")]).toEqual([200, 200]);
      expect(hostStore.hits).toBe(1);
      expect(await get("attacker.example")).toBe(421);
      expect(hostStore.hits).toBe(1);
    } finally {
      await server?.close();
    }
  });

  it("refuses an expired session as the chain does, though the company's answer is kept", async () => {
    await keptRepeat("/api/dashboard", { cookie: admin });
    const hits = store.hits;
    await setSessionExpiry(admin, Date.now() - 1000);
    const refused = await answer(await kept("/api/dashboard", { cookie: admin }));
    expect(refused.status).toBe(401);
    expect(store.hits).toBe(hits);
    expect(refused).toEqual(await answer(await wholeChain("/api/dashboard", { cookie: admin })));
  });

  it("renews a session due for it with the chain's cookie", async () => {
    await keptRepeat("/api/assessment/full", { cookie: admin });
    const dueForRenewal = Date.now() + 10 * DAY_MS;
    await setSessionExpiry(admin, dueForRenewal);
    const hits = store.hits;
    const renewed = await answer(await kept("/api/assessment/full", { cookie: admin }));
    expect(store.hits).toBe(hits + 1);
    await setSessionExpiry(admin, dueForRenewal);
    const expected = await answer(await wholeChain("/api/assessment/full", { cookie: admin }));
    // The cookie's Expires is a second's text of "now + 30 days": the two answers may straddle a second.
    const withoutExpiry = (a: typeof renewed) => ({
      ...a,
      headers: { ...a.headers, "set-cookie": a.headers["set-cookie"]?.replace(/Expires=[^;]*/, "Expires=…") },
    });
    expect(renewed.headers["set-cookie"]).toMatch(/Expires=/);
    expect(withoutExpiry(renewed)).toEqual(withoutExpiry(expected));
  });

  it("is not used once the company's data changed, from outside the API too: the next read runs again", async () => {
    await keptRepeat("/api/dashboard", { cookie: admin });
    await t.db.updateTable("companies").set({ name: "Renamed Ltd" }).where("id", "=", 1).execute();
    const { hits, misses } = store;
    const res = await answer(await kept("/api/dashboard", { cookie: admin }));
    expect([store.hits, store.misses]).toEqual([hits, misses + 1]);
    expect(JSON.parse(res.body).company.name).toBe("Renamed Ltd");
    expect(res).toEqual(await answer(await wholeChain("/api/dashboard", { cookie: admin })));
  });

  it("is not used once the day turns: answers that depend on today's date run again", async () => {
    await keptRepeat("/api/assessment/full", { cookie: admin });
    clock += DAY_MS;
    const { hits, misses } = store;
    expect((await kept("/api/assessment/full", { cookie: admin })).status).toBe(200);
    expect([store.hits, store.misses]).toEqual([hits, misses + 1]);
  });

  it("writes the request's log line as the chain does", async () => {
    await keptRepeat("/api/carbon/analysis", { cookie: admin });
    await wholeChain("/api/carbon/analysis", { cookie: admin });
    const line = (lines: Record<string, unknown>[]) => {
      const { requestId, durationMs, time, pid, hostname, ...rest } = lines.at(-1) as Record<string, unknown>;
      expect(typeof requestId).toBe("string");
      expect(typeof durationMs).toBe("number");
      return rest;
    };
    expect(line(keptLog.lines())).toEqual(line(wholeLog.lines()));
    expect(line(keptLog.lines())).toMatchObject({ route: "/api/carbon/analysis", status: 200, companyId: 1 });
  });

  it("sends over HTTP the headers the whole chain sends, Content-Length included", () =>
    expectSameOverHttp("/api/assessment/full"));
});

const trpcInput = (value: unknown) => encodeURIComponent(JSON.stringify(value));
/** The web app's calls (httpBatchLink: `?batch=1`) and single calls, with and without input. */
const KEPT_TRPC_PATHS = [
  "/trpc/dashboard.get",
  `/trpc/carbon.analysis?input=${trpcInput({ year: 2024 })}`,
  `/trpc/dashboard.get?batch=1&input=${trpcInput({})}`,
  `/trpc/dashboard.get,assessment.full,carbon.analysis?batch=1&input=${trpcInput({ 2: { year: 2024 } })}`,
];

describe.each(TRANSPORTS)(
  "a /trpc call of kept procedures answered from its kept bytes (%s)",
  (transport) => {
    servedBy(transport);
    it.each(KEPT_TRPC_PATHS)("%s: what the whole chain answers the demo admin", async (path) => {
      const { first, repeat } = await keptRepeat(path, { cookie: admin });
      const expected = await answer(await wholeChain(path, { cookie: admin }));
      expect(await answer(repeat)).toEqual(expected);
      expect(await answer(first)).toEqual(expected);
      expect(expected.headers.vary).toBe("trpc-accept, accept");
      expect(expected.headers["content-security-policy"]).toBeTruthy();
    });

    it("keeps the tRPC answer apart from the REST one: each URL has its own bytes", async () => {
      await keptRepeat("/api/dashboard", { cookie: admin });
      const { repeat } = await keptRepeat("/trpc/dashboard.get", { cookie: admin });
      const rest = await (await kept("/api/dashboard", { cookie: admin })).json();
      expect(await repeat.json()).toEqual({ result: { data: rest } });
    });

    it("answers the company's other members (every kept procedure's roles allow them) as the chain does", async () => {
      const path = KEPT_TRPC_PATHS[3] as string;
      // Invitations are writes: the members join before the company's answer is kept.
      const members = { viewer: await member("viewer"), auditor: await member("auditor") };
      expect((await kept(path, { cookie: admin })).status).toBe(200);
      for (const [role, cookie] of Object.entries(members)) {
        const hits = store.hits;
        const res = await kept(path, { cookie });
        expect(store.hits, role).toBe(hits + 1);
        expect(await answer(res)).toEqual(await answer(await wholeChain(path, { cookie })));
      }
    });

    it("refuses an API token (/trpc takes none) and an expired session as the chain does", async () => {
      await keptRepeat("/trpc/dashboard.get", { cookie: admin });
      const created = await t.request("/api/tokens", {
        method: "POST",
        cookie: admin,
        json: { name: "script", scope: "read" },
      });
      const { token } = await created.json();
      const hits = store.hits;
      const byToken = await answer(await kept("/trpc/dashboard.get", { token }));
      expect(byToken.status).toBe(401);
      expect(byToken).toEqual(await answer(await wholeChain("/trpc/dashboard.get", { token })));
      await setSessionExpiry(admin, Date.now() - 1000);
      const expired = await answer(await kept("/trpc/dashboard.get", { cookie: admin }));
      expect(expired.status).toBe(401);
      expect(expired).toEqual(await answer(await wholeChain("/trpc/dashboard.get", { cookie: admin })));
      expect(store.hits).toBe(hits);
    });

    it("renews a session due for it with the chain's cookie", async () => {
      const path = KEPT_TRPC_PATHS[2] as string;
      await keptRepeat(path, { cookie: admin });
      const dueForRenewal = Date.now() + 10 * DAY_MS;
      await setSessionExpiry(admin, dueForRenewal);
      const hits = store.hits;
      const renewed = await answer(await kept(path, { cookie: admin }));
      expect(store.hits).toBe(hits + 1);
      await setSessionExpiry(admin, dueForRenewal);
      const expected = await answer(await wholeChain(path, { cookie: admin }));
      const withoutExpiry = (a: typeof renewed) => ({
        ...a,
        headers: {
          ...a.headers,
          "set-cookie": a.headers["set-cookie"]?.replace(/Expires=[^;]*/, "Expires=…"),
        },
      });
      expect(renewed.headers["set-cookie"]).toMatch(/Expires=/);
      expect(withoutExpiry(renewed)).toEqual(withoutExpiry(expected));
    });

    it("is not used after a write through the API: the next read runs again and shows it", async () => {
      const path = KEPT_TRPC_PATHS[2] as string;
      await keptRepeat(path, { cookie: admin });
      const profile = await (await t.request("/api/companies/1/profile", { cookie: admin })).json();
      const { lei, ...rest } = profile;
      const put = await t.request("/api/companies/1/profile", {
        method: "PUT",
        cookie: admin,
        json: { ...rest, ...(lei ? { lei } : {}), name: "Renamed Ltd" },
      });
      expect(put.status).toBe(200);
      const { hits, misses } = store;
      const res = await answer(await kept(path, { cookie: admin }));
      expect([store.hits, store.misses]).toEqual([hits, misses + 1]);
      expect(JSON.parse(res.body)[0].result.data.company.name).toBe("Renamed Ltd");
      expect(res).toEqual(await answer(await wholeChain(path, { cookie: admin })));
    });

    it("never answers a batch that names a procedure not kept, nor keeps its answer", async () => {
      await keptRepeat("/trpc/dashboard.get?batch=1", { cookie: admin });
      const path = `/trpc/dashboard.get,auth.user?batch=1&input=${trpcInput({})}`;
      const { hits, misses } = store;
      const entries = store.entries.size;
      for (let i = 0; i < 2; i++) {
        const res = await answer(await kept(path, { cookie: admin }));
        expect(res.status).toBe(200);
        expect(res).toEqual(await answer(await wholeChain(path, { cookie: admin })));
      }
      expect([store.hits, store.misses, store.entries.size]).toEqual([hits, misses, entries]);
    });

    it("never keeps an error answer: a bad input is answered by the chain every time", async () => {
      const path = `/trpc/carbon.analysis?input=${trpcInput({ year: "next" })}`;
      const entries = store.entries.size;
      for (let i = 0; i < 2; i++) {
        const res = await answer(await kept(path, { cookie: admin }));
        expect(res.status).toBe(400);
        expect(res).toEqual(await answer(await wholeChain(path, { cookie: admin })));
      }
      expect(store.hits).toBe(0);
      expect(store.entries.size).toBe(entries);
    });

    it("leaves streamed answers and other methods to the chain, even for a URL it keeps", async () => {
      const path = KEPT_TRPC_PATHS[2] as string;
      await keptRepeat(path, { cookie: admin });
      const hits = store.hits;
      const streamed = await keptWith(path, { cookie: admin, "trpc-accept": "application/jsonl" });
      expect(streamed.status).toBe(200);
      expect(streamed.headers.get("transfer-encoding")).toBe("chunked");
      expect((await streamed.text()).trim().split("\n").length).toBeGreaterThan(1);
      const posted = await t.request(path, { method: "POST", cookie: admin, json: {} });
      expect(posted.status).toBe(405);
      expect(store.hits).toBe(hits);
    });

    it("writes the request's log line as the chain does", async () => {
      const path = KEPT_TRPC_PATHS[3] as string;
      await keptRepeat(path, { cookie: admin });
      await wholeChain(path, { cookie: admin });
      const line = (lines: Record<string, unknown>[]) => {
        const { requestId, durationMs, time, pid, hostname, ...rest } = lines.at(-1) as Record<
          string,
          unknown
        >;
        expect(typeof requestId).toBe("string");
        return rest;
      };
      expect(line(keptLog.lines())).toEqual(line(wholeLog.lines()));
      expect(line(keptLog.lines())).toMatchObject({
        route: "/trpc/*",
        procedure: "dashboard.get,assessment.full,carbon.analysis",
        status: 200,
      });
    });

    it("sends over HTTP the headers the whole chain sends, Content-Length included", () =>
      expectSameOverHttp(KEPT_TRPC_PATHS[3] as string));
  },
);
