import { runCli } from "./cli";
import { readEnv } from "./env";

try {
  const code = await runCli(process.argv.slice(2), readEnv());
  if (code >= 0) process.exit(code);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
