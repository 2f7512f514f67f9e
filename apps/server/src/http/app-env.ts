import type { ValidatedSession } from "../auth/auth-service";
import type { ApiTokenSession } from "./bearer-auth";
import type { ClientInfo } from "./client-ip";

/** Per-request values set by middleware and read by the handlers. */
export type AppEnv = {
  Variables: {
    /** Who the request runs as: a cookie session, an API token (REST only), or nobody. */
    session: ValidatedSession | ApiTokenSession | null;
    client: ClientInfo;
    /** X-Request-Id: a trusted proxy's, or generated (logging/request-id.ts). */
    requestId: string;
    /** The request's first unexpected error, for its log line (logging/request-log.ts); undefined when none. */
    serverError: unknown;
  };
};
