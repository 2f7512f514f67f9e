import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError, asTrpcError, toErrorBody } from "./errors";

describe("toErrorBody", () => {
  it.each([
    ["BAD_REQUEST", 400, "validation_failed"],
    ["UNAUTHORIZED", 401, "unauthenticated"],
    ["FORBIDDEN", 403, "forbidden"],
    ["NOT_FOUND", 404, "not_found"],
    ["CONFLICT", 409, "conflict"],
    ["PAYLOAD_TOO_LARGE", 413, "payload_too_large"],
    ["TOO_MANY_REQUESTS", 429, "rate_limited"],
  ] as const)("maps %s to HTTP %d with its message and the broad reason %s", (code, status, reason) => {
    const { status: s, body } = toErrorBody(new TRPCError({ code, message: "Explained" }), {
      isProduction: true,
    });
    expect(s).toBe(status);
    expect(body).toEqual({ message: "Explained", code, reason });
  });

  it("keeps the specific reason its thrower named", () => {
    const error = new ApiError({ code: "CONFLICT", reason: "year_closed", message: "Closed" });
    expect(toErrorBody(error, { isProduction: true })).toEqual({
      status: 409,
      body: { message: "Closed", code: "CONFLICT", reason: "year_closed" },
    });
  });

  it.each([
    [
      "SQLite",
      {
        code: "SQLITE_CONSTRAINT_UNIQUE",
        message: "UNIQUE constraint failed: suppliers.company_id, suppliers.name_key",
      },
    ],
    [
      "PostgreSQL",
      { code: "23505", detail: "Key (company_id, name_key)=(1, acme) already exists.", table: "suppliers" },
    ],
  ])("answers a %s unique violation as 409 at its field", (_engine, driverError) => {
    const thrown = Object.assign(new Error("driver"), driverError);
    for (const error of [
      asTrpcError(thrown),
      new TRPCError({ code: "INTERNAL_SERVER_ERROR", cause: thrown }),
    ]) {
      const { status, body } = toErrorBody(error, { isProduction: true });
      expect(status).toBe(409);
      expect(body).toMatchObject({
        code: "CONFLICT",
        reason: "already_exists",
        issues: [{ path: ["name"] }],
      });
    }
  });

  it("lists zod issues with string paths", () => {
    const parsed = z
      .object({ items: z.array(z.object({ n: z.number() })) })
      .safeParse({ items: [{ n: "x" }] });
    if (parsed.success) throw new Error("expected failure");
    const { status, body } = toErrorBody(new TRPCError({ code: "BAD_REQUEST", cause: parsed.error }), {
      isProduction: true,
    });
    expect(status).toBe(400);
    expect(body.issues).toEqual([{ path: ["items", "0", "n"], message: expect.any(String) }]);
  });

  it("hides internal messages in production only", () => {
    const error = asTrpcError(new Error("SQLITE_ERROR: no such table secrets"));
    expect(toErrorBody(error, { isProduction: true }).body.message).toBe("Internal server error");
    const wrapped = new TRPCError({ code: "INTERNAL_SERVER_ERROR", message: "db exploded" });
    expect(toErrorBody(wrapped, { isProduction: true }).body.message).toBe("Internal server error");
    expect(toErrorBody(wrapped, { isProduction: false }).body.message).toBe("db exploded");
  });
});
