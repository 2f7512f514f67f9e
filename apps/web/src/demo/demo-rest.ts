import {
  asTrpcError,
  attachmentHeaders,
  type Context,
  createCaller,
  type ErrorBody,
  fileBytes,
  parseRestBody,
  procedureAt,
  queryInput,
  type RestFileOutput,
  type RestRoute,
  restInput,
  restRoutes,
  toErrorBody,
} from "@esg/api";
import type { DemoSession } from "./demo-auth";

type Match = { route: RestRoute; params: Record<string, string> };

/** The row of packages/api's REST table (the one the server mounts) for a method and path, with its params. */
export function matchRestRoute(method: string, pathname: string): Match | null {
  const parts = pathname.split("/").filter(Boolean);
  for (const route of restRoutes) {
    if (route.method !== method) continue;
    const pattern = route.path.split("/").filter(Boolean);
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((seg, i) => {
      const part = decodeURIComponent(parts[i] as string);
      if (seg.startsWith(":")) params[seg.slice(1)] = part;
      return seg.startsWith(":") || seg === part;
    });
    if (matches) return { route, params };
  }
  return null;
}

/**
 * One REST call answered like apps/server/src/http/rest-adapter.ts: the company in the path must be the
 * user's, the body is the procedure's input, the answer is its output (or the file it describes).
 */
export async function handleRest(
  request: Request,
  session: DemoSession | null,
  context: (resHeaders: Headers) => Context,
): Promise<Response> {
  const match = matchRestRoute(request.method, new URL(request.url).pathname);
  if (!match) return errorResponse(404, { message: "Not found", code: "NOT_FOUND" });
  const { companyId, ...params } = match.params;
  if (companyId !== undefined && session && String(session.user.company.id) !== companyId) {
    return errorResponse(403, { message: "You do not have access to this company", code: "FORBIDDEN" });
  }
  const body =
    request.method === "GET" || request.method === "DELETE"
      ? { ok: true as const, value: queryInput(new URL(request.url).searchParams) }
      : parseRestBody(await request.text(), request.headers.get("content-type") ?? "");
  if (!body.ok) return errorResponse(body.status, body.error);
  try {
    const caller = createCaller(context(new Headers()));
    const output = await procedureAt(caller, match.route.procedure)(restInput(params, body.value));
    if (match.route.response === "file") {
      const bytes = fileBytes(output as RestFileOutput);
      return new Response(bytes, { headers: attachmentHeaders(output as RestFileOutput, bytes.byteLength) });
    }
    return Response.json(output ?? null);
  } catch (error) {
    const { status, body: errorBody } = toErrorBody(asTrpcError(error), { isProduction: false });
    return errorResponse(status, errorBody);
  }
}

function errorResponse(status: number, body: ErrorBody): Response {
  return Response.json(body, { status });
}
