import { type Context, errorResponse, handleRestRequest } from "@esg/api";

/**
 * A REST call answered by packages/api's REST adapter, the one apps/server mounts: the same declared routes,
 * checks, inputs, answers and error bodies. The demo has no router of its own, so the adapter matches the
 * request here, once. A path no procedure declares is the server's 404.
 */
export async function handleRest(
  request: Request,
  context: (resHeaders: Headers) => Context,
): Promise<Response> {
  const answer = await handleRestRequest(request, { createContext: context });
  return answer ?? errorResponse(404, { message: "Not found", code: "NOT_FOUND" });
}
