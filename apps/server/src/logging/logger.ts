import { type DestinationStream, type Logger, pino } from "pino";
import type { LogLevel } from "./log-levels";

export type { Logger };

export type LoggerOptions = {
  level: LogLevel;
  /** Where lines go; tests pass an in-memory stream. Default: standard output. */
  destination?: DestinationStream;
};

/** The server's one logger: JSON lines on standard output, read by whatever collects the process's output. */
export function createLogger({ level, destination }: LoggerOptions): Logger {
  const options = {
    level,
    // ISO time rather than epoch milliseconds: readable as it is, and parsed by every log collector.
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: errorForLog },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** A logger that writes nothing: the default of createApp, for tests and benches. */
export function silentLogger(): Logger {
  return pino({ level: "silent" });
}

/**
 * Type, message, stack and code of an error and of its causes, and nothing else: a driver's error may carry
 * row values or SQL in its other fields.
 */
function errorForLog(error: unknown, depth = 0, outerStack?: string): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: error.message,
    // A wrapper (tRPC's error) may take over its cause's stack: once is enough.
    ...(error.stack === outerStack ? {} : { stack: error.stack }),
    ...(typeof code === "string" || typeof code === "number" ? { code } : {}),
    ...(error.cause !== undefined && depth < 3
      ? { cause: errorForLog(error.cause, depth + 1, error.stack) }
      : {}),
  };
}
