import { TRPCError } from "@trpc/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { asTrpcError, toErrorBody } from "./errors";

describe("toErrorBody", () => {
  it.each([
    ["BAD_REQUEST", 400],
    ["UNAUTHORIZED", 401],
    ["FORBIDDEN", 403],
    ["NOT_FOUND", 404],
    ["CONFLICT", 409],
    ["PAYLOAD_TOO_LARGE", 413],
    ["TOO_MANY_REQUESTS", 429],
  ] as const)("maps %s to HTTP %d with its message", (code, status) => {
    const { status: s, body } = toErrorBody(new TRPCError({ code, message: "Explained" }), {
      isProduction: true,
    });
    expect(s).toBe(status);
    expect(body).toEqual({ message: "Explained", code });
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
