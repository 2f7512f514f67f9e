/**
 * The OpenAPI document pinned byte for byte: any change of a documented path, input, answer, summary or order
 * shows up here as a diff of openapi.snapshot.txt (accept a deliberate one with `vitest run -u`).
 */
import { describe, expect, it } from "vitest";
import { buildOpenApiDocument, openApiDocument } from "./openapi";
import { restRoutes } from "./rest/routes";

describe("the OpenAPI document", () => {
  it("is the pinned document", async () => {
    const document = openApiDocument({ sessionCookieName: "esg_session" });
    await expect(`${JSON.stringify(document, null, 2)}\n`).toMatchFileSnapshot("./openapi.snapshot.txt");
  });

  it("is made from the declared routes, once per cookie name", () => {
    const document = openApiDocument({ sessionCookieName: "esg_session" });
    expect(openApiDocument({ sessionCookieName: "esg_session" })).toBe(document);
    expect(buildOpenApiDocument(restRoutes, { sessionCookieName: "esg_session" })).toEqual(document);
  });
});
