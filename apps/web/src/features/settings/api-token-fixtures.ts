import { type ApiToken, apiTokenCreateInputSchema, type CreatedApiToken } from "@esg/domain";
import { type ProcedureMap, trpcError } from "../../test/trpc-msw";

/** 32 bytes in base64url after the prefix, as the server makes them. */
export const NEW_TOKEN = `esg_${"Ab3-_".repeat(8)}xyz`;

export const TOKENS: ApiToken[] = [
  {
    id: 2,
    name: "Power BI refresh",
    scope: "read",
    tokensScope: false,
    service: false,
    role: null,
    createdAt: "2026-03-01T09:00:00.000Z",
    expiresAt: "2026-05-30T09:00:00.000Z",
    lastUsedAt: "2026-03-04T08:15:00.000Z",
    revokedAt: null,
    status: "active",
    owner: { userId: 1, name: "Alex Morgan" },
    mine: true,
  },
  {
    id: 1,
    name: "ERP sync",
    scope: "write",
    tokensScope: false,
    service: false,
    role: null,
    createdAt: "2026-02-01T09:00:00.000Z",
    expiresAt: "2026-03-03T09:00:00.000Z",
    lastUsedAt: null,
    revokedAt: null,
    status: "expired",
    owner: { userId: 2, name: "Sam Okafor" },
    mine: false,
  },
];

/** Tokens as the server keeps them: created with the schema's defaults, revoked in place. */
export function fakeApiTokensApi(initial: ApiToken[] = TOKENS) {
  let tokens = initial.map((t) => ({ ...t }));
  const procedures: ProcedureMap = {
    "apiTokens.list": () => tokens,
    "apiTokens.create": (input): CreatedApiToken => {
      const parsed = apiTokenCreateInputSchema.safeParse(input);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((i) => ({ path: i.path.map(String), message: i.message }));
        throw trpcError("BAD_REQUEST", "Invalid input", issues);
      }
      const created: ApiToken = {
        id: Math.max(0, ...tokens.map((t) => t.id)) + 1,
        name: parsed.data.name,
        scope: parsed.data.scope,
        tokensScope: parsed.data.tokensScope,
        service: parsed.data.serviceRole !== undefined,
        role: parsed.data.serviceRole ?? null,
        createdAt: "2026-03-05T10:00:00.000Z",
        expiresAt: new Date(
          Date.parse("2026-03-05T10:00:00.000Z") + parsed.data.expiresInDays * 86_400_000,
        ).toISOString(),
        lastUsedAt: null,
        revokedAt: null,
        status: "active",
        // A service token is its own owner (a user row named as the token).
        owner: parsed.data.serviceRole
          ? { userId: 99, name: parsed.data.name }
          : { userId: 1, name: "Alex Morgan" },
        mine: parsed.data.serviceRole === undefined,
      };
      tokens = [created, ...tokens];
      return { ...created, token: NEW_TOKEN };
    },
    "apiTokens.revoke": (input) => {
      const id = Number(input.id);
      const token = tokens.find((t) => t.id === id);
      if (!token) throw trpcError("NOT_FOUND", "API token not found");
      token.revokedAt = "2026-03-05T11:00:00.000Z";
      token.status = "revoked";
      return token;
    },
  };
  return { procedures, tokens: () => tokens };
}
