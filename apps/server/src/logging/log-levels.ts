/** LOG_LEVEL's values: pino's levels, most severe first; "silent" writes nothing (tests). */
export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

export type LogLevel = (typeof LOG_LEVELS)[number];
