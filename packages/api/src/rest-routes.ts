/**
 * The documented REST paths (spec part 1 §7, part 2 §7), each mapped to one tRPC procedure.
 * The server mounts this table; the REST body is exactly the procedure's output.
 * `:companyId` in a path must be the signed-in user's company (else 403) and is not passed as input.
 */
export type RestRoute = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  /** Dotted procedure path in `appRouter`. */
  procedure: string;
  /** "file": the output `{filename, mimeType, content}` is sent as an attachment. */
  response?: "json" | "file";
};

export const restRoutes: readonly RestRoute[] = [
  { method: "POST", path: "/api/auth/login", procedure: "auth.login" },
  { method: "GET", path: "/api/auth/user", procedure: "auth.user" },
  { method: "POST", path: "/api/auth/logout", procedure: "auth.logout" },
  { method: "GET", path: "/api/dashboard", procedure: "dashboard.get" },
  { method: "POST", path: "/api/demo/reset", procedure: "demo.reset" },
  { method: "GET", path: "/api/companies/:companyId", procedure: "companies.get" },
  { method: "POST", path: "/api/ai/query", procedure: "ai.query" },
  { method: "GET", path: "/api/documents/:id/download", procedure: "documents.download", response: "file" },
];
