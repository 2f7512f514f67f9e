import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestApp } from "../test/test-app";

/**
 * What /trpc answers, as tRPC's own adapter answers it (these expectations held on tRPC's fetch adapter before
 * the app served /trpc through its own handler): statuses, bodies and headers of single and batched calls,
 * request-level failures, the context's headers, the app's headers for errors, and streamed batches.
 */
let t: Awaited<ReturnType<typeof createTestApp>>;
let cookie: string;
beforeEach(async () => {
  t = await createTestApp({ maxBodyBytes: 4096 });
  cookie = await t.login();
});
afterEach(() => t.close());

const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));

describe("/trpc answers", () => {
  it("a query: 200, its data under result.data, JSON, Vary on the accept headers, the request id", async () => {
    const res = await t.request("/trpc/dashboard.get", { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/json");
    expect(res.headers.get("vary")).toBe("trpc-accept, accept");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-request-id")).toMatch(/\S/);
    const rest = await (await t.request("/api/dashboard", { cookie })).json();
    expect(await res.json()).toEqual({ result: { data: rest } });
  });

  it("a batch with a failing call: 207, one answer per call in order, the error with its reason and request id", async () => {
    const res = await t.request(`/trpc/auth.user,nope.missing,auth.user?batch=1&input=${input({})}`, {
      cookie,
    });
    expect(res.status).toBe(207);
    const requestId = res.headers.get("x-request-id");
    const body = await res.json();
    expect(body).toHaveLength(3);
    expect(body[0]).toEqual(body[2]);
    expect(body[0].result.data.username).toBe("demo");
    expect(body[1]).toEqual({
      error: {
        message: 'No procedure found on path "nope.missing"',
        code: -32004,
        data: {
          code: "NOT_FOUND",
          reason: "not_found",
          requestId,
          httpStatus: 404,
          path: "nope.missing",
        },
      },
    });
  });

  it("a batch whose calls all fail alike takes their status", async () => {
    const res = await t.request(`/trpc/nope.a,nope.b?batch=1&input=${input({})}`, { cookie });
    expect(res.status).toBe(404);
    expect((await res.json()).map((a: { error: { data: { code: string } } }) => a.error.data.code)).toEqual([
      "NOT_FOUND",
      "NOT_FOUND",
    ]);
  });

  it("a query POSTed or a mutation by GET: 405", async () => {
    const post = await t.request("/trpc/auth.user", { method: "POST", cookie, json: {} });
    expect(post.status).toBe(405);
    const postBody = await post.json();
    expect(postBody.error.message).toBe('Unsupported POST-request to query procedure at path "auth.user"');
    expect(postBody.error.data).toMatchObject({ code: "METHOD_NOT_SUPPORTED", httpStatus: 405 });
    const get = await t.request("/trpc/auth.logout", { cookie });
    expect(get.status).toBe(405);
    expect((await get.json()).error.data.code).toBe("METHOD_NOT_SUPPORTED");
  });

  it("malformed input fails each call of the batch that reads it", async () => {
    const res = await t.request("/trpc/auth.user,auth.user?batch=1&input=%7Bnope", { cookie });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toHaveLength(2);
    expect(body[0].error.data).toMatchObject({ code: "BAD_REQUEST", httpStatus: 400, path: "auth.user" });
  });

  it("a request that fails as a whole answers one error object, as JSON, batched or not", async () => {
    const calls = Array.from({ length: 11 }, () => "auth.user").join(",");
    const tooMany = await t.request(`/trpc/${calls}?batch=1&input=${input({})}`, { cookie });
    expect(tooMany.status).toBe(400);
    // tRPC's fetch adapter labelled these JSON bodies text/plain.
    expect(tooMany.headers.get("content-type")).toBe("application/json");
    expect(await tooMany.json()).toEqual({
      error: {
        message: "Batch call exceeds maximum size",
        code: -32600,
        data: { code: "BAD_REQUEST", reason: "validation_failed", httpStatus: 400 },
      },
    });
    const badPath = await t.request("/trpc/auth.%E0%A4%A", { cookie });
    expect(badPath.status).toBe(400);
    expect((await badPath.json()).error.message).toBe('Invalid URL-encoding in path "auth.%E0%A4%A"');
  });

  it("a signed-out call to a protected procedure: 401 with the error shape", async () => {
    const res = await t.request("/trpc/dashboard.get");
    expect(res.status).toBe(401);
    expect((await res.json()).error.data).toMatchObject({ code: "UNAUTHORIZED", httpStatus: 401 });
  });

  it("a mutation's headers from the context reach the answer: sign-in sets the session cookie", async () => {
    const res = await t.request("/trpc/auth.login", {
      method: "POST",
      json: { username: "demo", password: "demo" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("set-cookie")).toMatch(/HttpOnly/i);
    expect((await res.json()).result.data.username).toBe("demo");
  });

  it("a body over the limit: 413 before any procedure runs", async () => {
    const res = await t.request("/trpc/auth.login", {
      method: "POST",
      json: { username: "demo", password: "x".repeat(8000) },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: "PAYLOAD_TOO_LARGE" });
  });

  it("a streamed batch (trpc-accept: application/jsonl) still streams through tRPC's adapter", async () => {
    const res = await t.request(`/trpc/auth.user?batch=1&input=${input({})}`, {
      cookie,
      headers: { "trpc-accept": "application/jsonl" },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("transfer-encoding")).toBe("chunked");
    const lines = (await res.text()).trim().split("\n");
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.at(-1)).toContain('"username":"demo"');
  });

  it("HEAD answers 204 without running a procedure", async () => {
    const res = await t.request("/trpc/dashboard.get", { method: "HEAD", cookie });
    expect(res.status).toBe(204);
  });
});

describe("/trpc without abort machinery", () => {
  it("a whole-JSON call combines no abort signals (tRPC's resolver makes two per call)", async () => {
    const any = vi.spyOn(AbortSignal, "any");
    try {
      const res = await t.request(`/trpc/auth.user,dashboard.get?batch=1&input=${input({})}`, { cookie });
      expect(res.status).toBe(200);
      const login = await t.request("/trpc/auth.login", {
        method: "POST",
        json: { username: "demo", password: "demo" },
      });
      expect(login.status).toBe(200);
      expect(any).not.toHaveBeenCalled();
    } finally {
      any.mockRestore();
    }
  });
});
