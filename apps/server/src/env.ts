import { fileURLToPath } from "node:url";
import { z } from "zod";

/** The only reader of process.env (DESIGN.md). Everything else receives these values. */
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z.string().min(1).default("./data/esg.sqlite"),
  OPENAI_API_KEY: z.string().optional(),
  OPENAI_BASE_URL: z.string().url().optional(),
  OPENAI_MODEL: z.string().default("gpt-4o-mini"),
  /** Folder of the built SPA; defaults to apps/web/dist next to this bundle. */
  STATIC_DIR: z.string().optional(),
});

export type Env = z.infer<typeof envSchema> & { staticDir: string; isProduction: boolean };

export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${lines}`);
  }
  const env = parsed.data;
  return {
    ...env,
    // The bundle lives in apps/server/dist, the SPA in apps/web/dist.
    staticDir: env.STATIC_DIR ?? fileURLToPath(new URL("../../web/dist", import.meta.url)),
    isProduction: env.NODE_ENV === "production",
  };
}
