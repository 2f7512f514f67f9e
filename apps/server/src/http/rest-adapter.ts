import { createCaller, type RestRoute } from "@esg/api";
import type { Context, Hono } from "hono";
import type { AppEnv } from "./app-env";
import { errorJson } from "./error-response";
import { type ContextDeps, requestContext } from "./request-context";

type Caller = ReturnType<typeof createCaller>;
type Procedure = (input: unknown) => Promise<unknown>;

/** Mounts every documented REST path on the procedure it names: one table, one handler. */
export function mountRestRoutes(app: Hono<AppEnv>, routes: readonly RestRoute[], deps: ContextDeps) {
  for (const route of routes) {
    app.on(route.method, route.path, async (c) => {
      const { companyId, ...params } = c.req.param() as Record<string, string>;
      const user = c.get("session")?.user;
      if (companyId !== undefined && user && String(user.company.id) !== companyId) {
        return errorJson(c, 403, { message: "You do not have access to this company", code: "FORBIDDEN" });
      }
      const body =
        route.method === "GET" || route.method === "DELETE"
          ? { ok: true as const, value: undefined }
          : await readJsonBody(c);
      if (!body.ok) return body.response;

      // Errors thrown here reach app.onError, which writes the JSON error body.
      const resHeaders = new Headers();
      const caller = createCaller(requestContext(c, deps, resHeaders));
      const output = await procedureAt(caller, route.procedure)(buildInput(params, body.value));
      resHeaders.forEach((value, name) => {
        c.header(name, value, { append: true });
      });
      if (route.response === "file") return sendFile(c, output as FileOutput);
      return c.json(output ?? null);
    });
  }
}

function procedureAt(caller: Caller, path: string): Procedure {
  // The caller is a proxy: walking the dotted path yields the procedure function.
  return path
    .split(".")
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as Procedure;
}

function buildInput(params: Record<string, string>, body: unknown): unknown {
  if (Object.keys(params).length === 0) return body;
  const base = body && typeof body === "object" && !Array.isArray(body) ? body : {};
  return { ...base, ...params };
}

type BodyResult = { ok: true; value: unknown } | { ok: false; response: Response };

async function readJsonBody(c: Context<AppEnv>): Promise<BodyResult> {
  const text = await c.req.text();
  if (text.trim() === "") return { ok: true, value: undefined };
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/([\w.+-]+\+)?json\b/i.test(type)) {
    return {
      ok: false,
      response: errorJson(c, 415, {
        message: "Send the body as application/json",
        code: "UNSUPPORTED_MEDIA_TYPE",
      }),
    };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return {
      ok: false,
      response: errorJson(c, 400, { message: "Malformed JSON body", code: "BAD_REQUEST" }),
    };
  }
}

/** A "file" route's output: text as UTF-8, binary (PDF) base64-encoded because procedures return JSON. */
type FileOutput = { filename: string; mimeType: string; content: string; encoding?: "utf8" | "base64" };

export function fileBody(file: FileOutput): Uint8Array<ArrayBuffer> {
  return Uint8Array.from(Buffer.from(file.content, file.encoding === "base64" ? "base64" : "utf8"));
}

function sendFile(c: Context<AppEnv>, file: FileOutput) {
  const ascii = file.filename.replace(/[^\w.-]/g, "_");
  c.header("Content-Type", file.mimeType);
  c.header(
    "Content-Disposition",
    `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
  );
  c.header("Cache-Control", "no-store");
  const body = fileBody(file);
  c.header("Content-Length", String(body.byteLength));
  return c.body(body);
}
