/**
 * The document passes `redocly lint` with the recommended rules (redocly.yaml), errors and warnings alike. The
 * CLI runs on the generated document as a child process, offline: lint needs no network (telemetry is off).
 */
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { openApiDocument } from "./openapi";

const packageDir = join(dirname(fileURLToPath(import.meta.url)), "..");
const cli = join(dirname(createRequire(import.meta.url).resolve("@redocly/cli/package.json")), "bin/cli.js");

describe("the OpenAPI document under redocly lint", () => {
  it("has no errors and no warnings with the recommended rules", async () => {
    const dir = await mkdtemp(join(tmpdir(), "openapi-lint-"));
    try {
      const file = join(dir, "openapi.json");
      await writeFile(file, JSON.stringify(openApiDocument({ sessionCookieName: "esg_session" })));
      const { stdout, stderr } = await promisify(execFile)(
        process.execPath,
        [cli, "lint", file, "--config", join(packageDir, "redocly.yaml"), "--format", "summary"],
        {
          cwd: packageDir,
          env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
        },
      ).catch((error: { stdout?: string; stderr?: string }) => {
        throw new Error(`redocly lint failed:\n${error.stdout ?? ""}\n${error.stderr ?? ""}`);
      });
      const output = `${stdout}\n${stderr}`;
      expect(output).not.toMatch(/^\s*(error|warning)\s/m);
      expect(output).toMatch(/valid/i);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
