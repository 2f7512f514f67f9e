import {
  attachmentHeaders,
  createCaller,
  fileBytes,
  parseRestBody,
  procedureAt,
  queryInput,
  type RestFileOutput,
  type RestRoute,
  restInput,
} from "@esg/api";
import type { Context, Hono } from "hono";
import type { AppEnv } from "./app-env";
import { errorJson } from "./error-response";
import { type ContextDeps, requestContext } from "./request-context";

/** Mounts every documented REST path on the procedure it names: one table, one handler. */
export function mountRestRoutes(app: Hono<AppEnv>, routes: readonly RestRoute[], deps: ContextDeps) {
  for (const route of routes) {
    app.on(route.method, route.path, async (c) => {
      const { companyId, ...params } = c.req.param() as Record<string, string>;
      const user = c.get("session")?.user;
      if (!user && !route.public) {
        return errorJson(c, 401, { message: "Not signed in", code: "UNAUTHORIZED" });
      }
      if (companyId !== undefined && user && String(user.company.id) !== companyId) {
        return errorJson(c, 403, { message: "You do not have access to this company", code: "FORBIDDEN" });
      }
      const body =
        route.method === "GET" || route.method === "DELETE"
          ? { ok: true as const, value: queryInput(new URL(c.req.url).searchParams) }
          : await readJsonBody(c);
      if (!body.ok) return body.response;

      // Errors thrown here reach app.onError, which writes the JSON error body.
      const resHeaders = new Headers();
      const caller = createCaller(requestContext(c, deps, resHeaders));
      const output = await procedureAt(caller, route.procedure)(restInput(params, body.value));
      resHeaders.forEach((value, name) => {
        c.header(name, value, { append: true });
      });
      if (route.response === "file") return sendFile(c, output as RestFileOutput);
      return c.json(output ?? null);
    });
  }
}

type BodyResult = { ok: true; value: unknown } | { ok: false; response: Response };

async function readJsonBody(c: Context<AppEnv>): Promise<BodyResult> {
  const parsed = parseRestBody(await c.req.text(), c.req.header("content-type") ?? "");
  return parsed.ok ? parsed : { ok: false, response: errorJson(c, parsed.status, parsed.error) };
}

/** The bytes of a "file" route's output (kept under this name for the report tests). */
export const fileBody = fileBytes;

function sendFile(c: Context<AppEnv>, file: RestFileOutput) {
  const body = fileBytes(file);
  for (const [name, value] of Object.entries(attachmentHeaders(file, body.byteLength))) c.header(name, value);
  return c.body(body);
}
