// Proves the import boundaries in biome.json and apps/web/biome.json fire: writes probe files into the folders
// they guard, lints them with the repository's own configuration and expects each forbidden import (and only
// those) to be reported. Run: node --test scripts/ (part of `pnpm test`).
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const biome = join(root, "node_modules/.bin/biome");
const tag = `zz-import-probe-${process.pid}`;

/** Each probe: its path, its lines, and the 1-based lines that must be reported (every other line must not). */
const probes = {
  domain: {
    path: `packages/domain/src/${tag}.ts`,
    lines: [
      'import { z } from "zod";',
      'import { round } from "./numeric-bounds";',
      'import { readFileSync } from "node:fs";',
      'import { createDb } from "@esg/db";',
      'import type { AppRouter } from "@esg/api";',
    ],
    forbidden: [3, 4, 5],
  },
  // Tests may use vitest and fast-check: the rule guards what ships.
  domainTest: {
    path: `packages/domain/src/${tag}.test.ts`,
    lines: ['import { expect } from "vitest";', 'import fc from "fast-check";'],
    forbidden: [],
  },
  db: {
    path: `packages/db/src/${tag}.ts`,
    lines: [
      'import { z } from "zod";',
      'import { ghg } from "@esg/domain";',
      'import { appRouter } from "@esg/api";',
      'import type { Context } from "@esg/api";',
      'import { createApp } from "@esg/server/app";',
    ],
    forbidden: [3, 4, 5],
  },
  web: {
    path: `apps/web/src/features/${tag}/${tag}.ts`,
    lines: [
      'import type { AppRouter } from "@esg/api";',
      'export type { Context } from "@esg/api";',
      'import { appRouter } from "@esg/api";',
      'import { type Context, errorResponse } from "@esg/api";',
      'export { appRouter } from "@esg/api";',
      'import { createDb } from "@esg/db";',
      'import type { Db } from "@esg/db";',
      'import { createApp } from "../../../../server/src/app";',
      'const lazy = import("@esg/api");',
      "export const all = [lazy];",
    ],
    forbidden: [3, 4, 5, 6, 7, 8, 9],
  },
  // The offline demo runs the real routers and database layer in the browser.
  demo: {
    path: `apps/web/src/demo/${tag}.ts`,
    lines: ['import { appRouter } from "@esg/api";', 'import { createDbOver } from "@esg/db";'],
    forbidden: [],
  },
};

/** path → sorted 1-based lines biome reports an import rule on. */
let reported = new Map();

before(() => {
  for (const probe of Object.values(probes)) {
    mkdirSync(dirname(join(root, probe.path)), { recursive: true });
    writeFileSync(join(root, probe.path), `${probe.lines.join("\n")}\n`);
  }
  let out;
  try {
    out = execFileSync(biome, ["lint", "--reporter=json", ...Object.values(probes).map((p) => p.path)], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch (error) {
    // biome exits 1 when it reports errors, which is what most probes expect.
    out = error.stdout;
  }
  reported = new Map();
  for (const d of JSON.parse(out).diagnostics) {
    if (d.category !== "lint/style/noRestrictedImports" && d.category !== "plugin") continue;
    const path = d.location.path;
    reported.set(
      path,
      [...(reported.get(path) ?? []), d.location.start.line].sort((a, b) => a - b),
    );
  }
});

after(() => {
  for (const probe of Object.values(probes)) rmSync(join(root, probe.path), { force: true });
  rmSync(join(root, `apps/web/src/features/${tag}`), { recursive: true, force: true });
});

for (const [name, probe] of Object.entries(probes)) {
  test(`${name}: reports exactly the forbidden imports`, () => {
    assert.deepEqual(reported.get(probe.path) ?? [], probe.forbidden);
  });
}
