/**
 * The API as a product: the OpenAPI document at GET /api/openapi.json and an interactive reference (Scalar) at
 * GET /api/docs, both public. Everything the page loads comes from this server, under a CSP that differs from
 * the app's only by a nonce for the page's inline start-up script.
 */
import { randomBytes } from "node:crypto";
import { openApiDocument, SECURITY } from "@esg/api/openapi";
import { Scalar } from "@scalar/hono-api-reference";
import type { Hono } from "hono";
import { sessionCookieName } from "../auth/session-cookie";
import type { AppEnv } from "./app-env";
import { serveScalarScript } from "./scalar-script";
import { CONTENT_SECURITY_POLICY, cspHeader } from "./security-headers";

export const OPENAPI_PATH = "/api/openapi.json";
export const DOCS_PATH = "/api/docs";
export const DOCS_SCRIPT_PATH = "/api/docs/scalar.js";
const BACK_LINK_ID = "back-to-app";

/** Scalar's options: this server's document and script, and none of its hosted services (fonts, AI, MCP, proxy). */
const SCALAR_CONFIG = {
  pageTitle: "Verdant ESG API reference",
  url: OPENAPI_PATH,
  cdn: DOCS_SCRIPT_PATH,
  withDefaultFonts: false,
  telemetry: false,
  showDeveloperTools: "never",
  agent: { disabled: true },
  mcp: { disabled: true },
  documentDownloadType: "json",
  // Try-it is for scripts' calls: a personal API token, not the cookie (which a browser sends by itself).
  authentication: { preferredSecurityScheme: SECURITY.token },
  // The link back to the app (added to the page below), placed over the reference's own header.
  customCss: `#${BACK_LINK_ID} { position: fixed; top: 10px; right: 16px; z-index: 1000; font: 600 13px system-ui, sans-serif; color: var(--scalar-color-accent); text-decoration: none; }`,
} as const;

/** The page's first element: where someone reading the reference gets back to the product. */
const BACK_LINK = `<a id="${BACK_LINK_ID}" href="/">← Back to Verdant ESG</a>`;

export function mountApiDocs(app: Hono<AppEnv>, opts: { isProduction: boolean }) {
  // The document is generated once; its JSON text too.
  let documentJson: string | undefined;
  app.get(OPENAPI_PATH, (c) => {
    documentJson ??= JSON.stringify(
      openApiDocument({ sessionCookieName: sessionCookieName(opts.isProduction) }),
    );
    return c.body(documentJson, 200, { "Content-Type": "application/json" });
  });

  app.get(DOCS_PATH, async (c, next) => {
    const nonce = randomBytes(16).toString("base64");
    const scalarPage = await Scalar<AppEnv>({ ...SCALAR_CONFIG, nonce })(c, next);
    if (!scalarPage) return next();
    const html = (await scalarPage.text()).replace(/<body[^>]*>/, (body) => `${body}\n    ${BACK_LINK}`);
    const page = new Response(html, { status: scalarPage.status, headers: scalarPage.headers });
    page.headers.delete("Content-Length");
    page.headers.set(
      "Content-Security-Policy",
      cspHeader({ ...CONTENT_SECURITY_POLICY, scriptSrc: ["'self'", `'nonce-${nonce}'`] }),
    );
    return page;
  });

  app.get(DOCS_SCRIPT_PATH, serveScalarScript);
}
