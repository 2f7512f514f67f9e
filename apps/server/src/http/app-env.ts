import type { ValidatedSession } from "../auth/auth-service";
import type { ClientInfo } from "./client-ip";

/** Per-request values set by middleware and read by the handlers. */
export type AppEnv = {
  Variables: {
    session: ValidatedSession | null;
    client: ClientInfo;
  };
};
