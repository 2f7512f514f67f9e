import type { ValidatedSession } from "../auth/auth-service";

/** Per-request values set by middleware and read by the handlers. */
export type AppEnv = {
  Variables: {
    session: ValidatedSession | null;
  };
};
