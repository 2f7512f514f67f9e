/** The fixed parts of the OpenAPI document: its description, tags and security schemes. */
import type { oas31 } from "zod-openapi";
import type { RestTag } from "../rest/route-types";

export const API_TITLE = "Verdant ESG API";
/** The REST contract's version: raise it when a documented path, input or answer changes incompatibly. */
export const API_VERSION = "1.0.0";

export const API_DESCRIPTION = `The REST API of Verdant ESG: carbon accounting, ESG modules and reporting for one company.

**Signing in.** A browser signs in with \`POST /api/auth/login\`, which sets the session cookie. Scripts use a
personal API token instead (create one in Settings or with \`POST /api/tokens\` from a signed-in session) and send
it as \`Authorization: Bearer esg_…\`. A token acts with its owner's role; a read-only token calls no write.

**Company scope.** Every answer is about the signed-in user's company. A path with \`{companyId}\` must name that
company, otherwise the answer is 403.

**Writes** (POST, PUT, DELETE) from a browser must be same-origin (\`Origin\` or \`Sec-Fetch-Site\`); bodies are
\`application/json\`.

**Errors** answer with a status and \`{message, code, reason, requestId, issues?}\` (the \`Error\` schema): branch on
\`reason\` (\`year_closed\`, \`duplicate_upload\`, \`rate_limited\` …, listed in the schema), quote \`requestId\` (also the
\`X-Request-Id\` header of every answer) when asking for support; \`issues\` lists each problem of an invalid input
with its path. A spent budget (429) says when to retry in \`Retry-After\` and the \`RateLimit-*\` headers.

**Lists** that can be long take \`?page=&pageSize=\`; a paged answer carries \`X-Total-Count\` and \`Link\` headers.

Every operation is also a tRPC procedure at \`/trpc/<operationId>\`, as the web app calls it.`;

/** No open-source licence is granted (the project declares none): an SPDX reference for a licence of its own. */
export const API_LICENSE = { name: "Proprietary", identifier: "LicenseRef-Proprietary" };

/** The names the operations refer to in `security`. */
export const SECURITY = { session: "sessionCookie", token: "bearerToken" } as const;

export function securitySchemes(sessionCookieName: string): Record<string, oas31.SecuritySchemeObject> {
  return {
    [SECURITY.session]: {
      type: "apiKey",
      in: "cookie",
      name: sessionCookieName,
      description:
        "The session cookie `POST /api/auth/login` sets (`esg_session`; `__Host-esg_session` in production).",
    },
    [SECURITY.token]: {
      type: "http",
      scheme: "bearer",
      description: "A personal API token (`esg_…`), created in Settings or with `POST /api/tokens`.",
    },
  };
}

const TAG_DESCRIPTIONS: Record<RestTag, string> = {
  Authentication: "Signing in and out, sign-up and invitations",
  "API tokens": "Personal tokens for scripts (managed from a browser session only)",
  Webhooks:
    "Signed POSTs to your URL when uploads finish, years close or reopen, sources are voided and reports are generated",
  Members: "The company's people, their roles and the audit log",
  Sites: "Sites and the organisational boundary",
  Suppliers: "The supplier table: risk tier, disclosure score and response of each supplier",
  Companies: "The company profile",
  Dashboard: "The overview screen",
  Demo: "Resetting the demo data",
  "Company data": "Extracting ESG data from company websites",
  "AI analyst": "Questions and analysis by the ESG analyst",
  Documents: "Reports generated from live data",
  Assessment: "The ESG assessment",
  Carbon: "Carbon accounting: uploads, emissions, reporting years and exports",
  Materiality: "The materiality matrix",
  "Stakeholder engagement": "Stakeholder feedback and responses",
  "Goal tracking": "ESG goals and their progress",
  "Regulatory compliance": "Regulatory requirements and their status",
  "Risk heatmaps": "Risk assessments",
  "ESG ratings": "Ratings from ESG rating providers",
  "Peer benchmarking": "Benchmark data against peers",
  "ESG training": "Training modules and progress",
  "Board reporting": "Board reports and key metrics",
  "Impact measurement": "Impact measurements",
};

/** The tags in the order their first route appears (routes come grouped in `REST_TAGS` order). */
export function tagObjects(used: readonly RestTag[]): oas31.TagObject[] {
  return [...new Set(used)].map((name) => ({ name, description: TAG_DESCRIPTIONS[name] }));
}
