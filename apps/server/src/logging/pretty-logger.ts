import type { DestinationStream } from "pino";
import type { PrettyOptions } from "pino-pretty";
import type { LogLevel } from "./log-levels";
import { createLogger, type Logger } from "./logger";

type PrettyModule = { default: (options: PrettyOptions) => DestinationStream };

/** Imports pino-pretty; a seam so tests can stand in for an install without dev dependencies. */
export type LoadPretty = () => Promise<PrettyModule>;

const loadPinoPretty: LoadPretty = () => import("pino-pretty");

/**
 * The server's logger: JSON lines, or with `pretty` (NODE_ENV=development) coloured human-readable lines.
 * pino-pretty is a dev dependency, imported only here and only when asked for, so a production install
 * (`pnpm install --prod`) neither ships nor loads it. When it is missing the server still starts, with JSON
 * lines and one warning that says how to get pretty ones: a log format is not worth refusing to serve over.
 */
export async function createServerLogger(
  {
    level,
    pretty,
    destination,
  }: {
    level: LogLevel;
    pretty: boolean;
    /** Where lines go (tests); default standard output. */
    destination?: DestinationStream;
  },
  load: LoadPretty = loadPinoPretty,
): Promise<Logger> {
  if (!pretty) return createLogger({ level, destination });
  let prettyModule: PrettyModule;
  try {
    prettyModule = await load();
  } catch (error) {
    if (!isModuleNotFound(error)) throw error;
    const logger = createLogger({ level, destination });
    logger.warn(
      "Pretty logs (NODE_ENV=development) need pino-pretty, a dev dependency that is not installed: " +
        "run `pnpm install` with dev dependencies, or unset NODE_ENV=development. Logging JSON lines instead.",
    );
    return logger;
  }
  // In-process pretty printing (not a transport): no worker thread, and it works from the one-file bundle.
  const prettyStream = prettyModule.default({
    sync: true,
    ignore: "pid,hostname",
    translateTime: "SYS:HH:MM:ss.l",
    ...(destination ? { destination } : {}),
  });
  return createLogger({ level, destination: prettyStream });
}

function isModuleNotFound(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "ERR_MODULE_NOT_FOUND" || code === "MODULE_NOT_FOUND";
}
