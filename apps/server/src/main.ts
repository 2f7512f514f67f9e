import { runCli } from "./cli";
import { readEnv } from "./env";

try {
  const code = await runCli(process.argv.slice(2), readEnv());
  if (code >= 0) process.exit(code);
} catch (error) {
  // For the operator at the terminal, as the CLI's other messages: the environment (LOG_LEVEL too) may be what
  // failed, so there may be no logger to write with.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
