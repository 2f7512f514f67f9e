import type { LogLevel } from "../logging/log-levels";
import { createLogger } from "../logging/logger";

/** One parsed log line (pino's JSON). */
// biome-ignore lint/suspicious/noExplicitAny: tests read fields loosely; the assertions say what is expected
export type LogLine = Record<string, any>;

/** A real logger whose lines are kept in memory: `text()` is everything written, `lines()` the parsed lines. */
export function memoryLogger(level: LogLevel = "info") {
  const written: string[] = [];
  const logger = createLogger({ level, destination: { write: (chunk: string) => void written.push(chunk) } });
  const text = () => written.join("");
  const lines = (): LogLine[] =>
    text()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  return { logger, text, lines };
}
