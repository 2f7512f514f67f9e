import { describe, expect, it } from "vitest";
import { z } from "zod";
import { requestParts } from "../openapi/input-schemas";
import { matchRestRoute } from "./match";
import type { RestRoute } from "./route-types";
import { restRoutes } from "./routes";

const match = (method: string, path: string) => {
  const found = matchRestRoute(restRoutes, method, path);
  return found && { procedure: found.route.procedure, params: found.params };
};

describe("matchRestRoute", () => {
  it("finds the row and its decoded parameters", () => {
    expect(match("PUT", "/api/companies/1/sites/7")).toEqual({
      procedure: "sites.update",
      params: { companyId: "1", id: "7" },
    });
    expect(match("GET", "/api/documents/a%20b/download")?.params).toEqual({ id: "a b" });
    expect(match("GET", "/api/documents/%E0%A4%A/download")?.params).toEqual({ id: "%E0%A4%A" });
  });

  it("matches as the server's router: exact segments, HEAD as GET, the method must fit", () => {
    expect(match("HEAD", "/api/dashboard")?.procedure).toBe("dashboard.get");
    expect(match("GET", "/api/dashboard/")).toBeNull();
    expect(match("GET", "/api/Dashboard")).toBeNull();
    expect(match("GET", "/api/materiality/")).toBeNull();
    expect(match("DELETE", "/api/dashboard")).toBeNull();
    // A longer literal path is not taken for a parameter: each row has its own length.
    expect(match("GET", "/api/carbon/emissions/1/export.csv")?.procedure).toBe("carbon.exportEmissions");
    expect(match("GET", "/api/carbon/emissions/1")?.procedure).toBe("carbon.emissions");
  });
});

describe("requestParts (the OpenAPI request of a row)", () => {
  const row = (method: RestRoute["method"], path: string): RestRoute => ({
    method,
    path,
    procedure: "dashboard.get",
    tag: "Dashboard",
    summary: "test",
  });
  const input = z
    .object({ id: z.number(), reason: z.string(), note: z.string().optional() })
    .refine(() => true);

  it("takes path parameters out of the body, and leaves no companyId in the input", () => {
    const parts = requestParts(row("POST", "/api/companies/:companyId/things/:id/void"), input);
    expect(Object.keys(parts.path?.shape ?? {})).toEqual(["companyId", "id"]);
    expect(Object.keys((parts.body?.schema as z.ZodObject | undefined)?.shape ?? {})).toEqual([
      "reason",
      "note",
    ]);
    expect(parts.body?.required).toBe(true);
    expect(parts.query).toBeUndefined();
  });

  it("makes a read's other fields query parameters, and an optional input an optional body", () => {
    const read = requestParts(row("GET", "/api/things/:id"), input);
    expect(Object.keys(read.query?.shape ?? {})).toEqual(["reason", "note"]);
    expect(read.body).toBeUndefined();
    const optional = requestParts(row("POST", "/api/things"), z.object({ year: z.number() }).optional());
    expect(optional.body?.required).toBe(false);
    expect(requestParts(row("POST", "/api/things"), undefined)).toEqual({});
  });
});
