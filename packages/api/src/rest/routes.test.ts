/**
 * The checks a declaration's types cannot make (its `.meta()` comes before the `.input()` it must agree with),
 * made over every route the procedures declare: path parameters the procedure receives, file answers only
 * from file outputs, roles kept beside the REST declaration, and one route at most for any request.
 */
import { ROLE_GROUPS } from "@esg/domain";
import { describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { objectOf, pathParamNames } from "../openapi/input-schemas";
import { appRouter } from "../root";
import { publicProcedure, readProcedure, router, writeProcedure } from "../trpc";
import { REST_TAGS } from "./declaration";
import type { FileProcedurePath } from "./route-types";
import { restRoutes, restRoutesOf } from "./routes";

type Def = { inputs: ZodType[]; meta?: { roles?: readonly string[]; rest?: object } };
const procedures = appRouter._def.procedures as unknown as Record<string, { _def: Def }>;
const defOf = (procedure: string) => (procedures[procedure] as { _def: Def })._def;

/**
 * The procedures allowed to answer as a file. `satisfies` makes tsc refuse a name whose output is not
 * `{filename, mimeType, content}`; the test below refuses a "file" route whose procedure is not listed.
 */
const FILE_PROCEDURES = [
  "documents.download",
  "carbon.exportEmissions",
  "carbon.sourceContent",
  "carbon.evidenceFile",
  "reports.ixbrl",
] as const satisfies readonly FileProcedurePath[];

describe("the declared REST routes", () => {
  it("are every documented path, one per procedure that declares one", () => {
    expect(new Set(restRoutes.map((r) => r.procedure)).size).toBe(restRoutes.length);
    const declaring = Object.entries(procedures).filter(([, p]) => p._def.meta?.rest);
    expect(declaring.map(([name]) => name).sort()).toEqual(restRoutes.map((r) => r.procedure).sort());
  });

  it("pass each path parameter but :companyId to a field of the procedure's input", () => {
    const missing = restRoutes.flatMap((route) => {
      const { object } = objectOf(defOf(route.procedure).inputs[0]);
      return pathParamNames(route.path)
        .filter((name) => name !== "companyId" && !(object && name in object.shape))
        .map((name) => `${route.procedure}: ${route.path} has :${name}, not in its input`);
    });
    expect(missing).toEqual([]);
  });

  it("answer as a file only from a procedure whose output is a file", () => {
    const files = restRoutes.filter((r) => r.response === "file").map((r) => r.procedure);
    expect(files.filter((p) => !(FILE_PROCEDURES as readonly string[]).includes(p))).toEqual([]);
    expect(files.sort()).toEqual([...FILE_PROCEDURES].sort());
  });

  it("keep the roles their builder declared (tRPC merges .meta() shallowly)", () => {
    expect(defOf("suppliers.create").meta?.roles).toEqual(ROLE_GROUPS.write);
    expect(defOf("suppliers.list").meta?.roles).toEqual(ROLE_GROUPS.read);
    expect(defOf("sites.remove").meta?.roles).toEqual(ROLE_GROUPS.admin);
    // Metered procedures declare their roles after the REST path.
    expect(defOf("ai.query").meta?.roles).toEqual(ROLE_GROUPS.read);
    for (const route of restRoutes) {
      const roles = defOf(route.procedure).meta?.roles;
      if (route.public) expect(roles, route.procedure).toBeUndefined();
      else expect(roles?.length, route.procedure).toBeGreaterThan(0);
    }
  });

  it("never overlap: at most one route can match a request, so the order of matching does not matter", () => {
    const overlap = (a: string, b: string) => {
      const x = a.split("/");
      const y = b.split("/");
      return (
        x.length === y.length &&
        x.every((s, i) => s === y[i] || s.startsWith(":") || (y[i] as string).startsWith(":"))
      );
    };
    const clashes = restRoutes.flatMap((a, i) =>
      restRoutes
        .slice(i + 1)
        .filter((b) => a.method === b.method && overlap(a.path, b.path))
        .map((b) => `${a.method} ${a.path} / ${b.path}`),
    );
    expect(clashes).toEqual([]);
  });

  it("are grouped by tag in the reference's order", () => {
    const ranks = restRoutes.map((r) => REST_TAGS.indexOf(r.tag));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(restRoutes[0]?.procedure).toBe("auth.login");
  });
});

describe("restRoutesOf", () => {
  const rest = (path: string, tag: "Sites" | "Members") =>
    ({ rest: { method: "GET", path, tag, summary: path } }) as const;

  it("takes the declaring procedures of a router, by tag, then in declaration order", () => {
    const routes = restRoutesOf(
      router({
        sites: router({ list: readProcedure.meta(rest("/api/s", "Sites")).query(() => 1) }),
        members: router({
          list: readProcedure.meta(rest("/api/m", "Members")).query(() => 1),
          hidden: readProcedure.query(() => 1),
          other: writeProcedure.meta(rest("/api/m2", "Members")).mutation(() => 1),
        }),
      }),
    );
    expect(routes.map((r) => [r.procedure, r.path])).toEqual([
      ["members.list", "/api/m"],
      ["members.other", "/api/m2"],
      ["sites.list", "/api/s"],
    ]);
  });

  it("refuses two procedures on one method and path", () => {
    const clash = router({
      a: publicProcedure.meta(rest("/api/x", "Sites")).query(() => 1),
      b: publicProcedure.meta(rest("/api/x", "Sites")).query(() => 2),
    });
    expect(() => restRoutesOf(clash)).toThrow("b and a both declare REST GET /api/x");
  });
});
