import { describe, expect, it } from "vitest";
import { API_TOKEN_PATTERN, apiTokenCreateInputSchema, apiTokenExpiry, apiTokenStatus } from "./api-tokens";

describe("API tokens", () => {
  it("trims the name and defaults to 90 days", () => {
    expect(apiTokenCreateInputSchema.parse({ name: "  Power BI ", scope: "read" })).toEqual({
      name: "Power BI",
      scope: "read",
      tokensScope: false,
      expiresInDays: 90,
    });
  });

  it("revoked wins over expired; a token is active until its expiry", () => {
    const now = new Date("2026-03-05T10:00:00.000Z");
    const expiresAt = apiTokenExpiry(now, 1).toISOString();
    expect(expiresAt).toBe("2026-03-06T10:00:00.000Z");
    expect(apiTokenStatus({ expiresAt, revokedAt: null }, now)).toBe("active");
    expect(apiTokenStatus({ expiresAt, revokedAt: null }, new Date(expiresAt))).toBe("expired");
    expect(
      apiTokenStatus({ expiresAt: "2020-01-01T00:00:00.000Z", revokedAt: "2019-12-31T00:00:00.000Z" }),
    ).toBe("revoked");
  });

  it("recognises the token format: the prefix and 43 base64url characters", () => {
    expect(API_TOKEN_PATTERN.test(`esg_${"a-_Z9".repeat(8)}abc`)).toBe(true);
    expect(API_TOKEN_PATTERN.test(`esg_${"a".repeat(42)}`)).toBe(false);
    expect(API_TOKEN_PATTERN.test(`esg_${"a".repeat(42)}=`)).toBe(false);
    expect(API_TOKEN_PATTERN.test(`xyz_${"a".repeat(43)}`)).toBe(false);
  });
});
