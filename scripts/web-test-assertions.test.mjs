// Proves tools/lint/web-no-truthy-queries.grit fires: writes a probe test file into apps/web, lints it with the
// repository's own configuration and expects each `expect(<Testing Library query>).toBeTruthy()` (and only
// those) to be reported. Run: node --test scripts/ (part of `pnpm test`).
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { after, before, test } from "node:test";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const biome = join(root, "node_modules/.bin/biome");
const tag = `zz-assertion-probe-${process.pid}`;
const RULE_MESSAGE = "toBeTruthy() on a Testing Library query cannot fail";

const lines = [
  'import { screen, within } from "@testing-library/react";',
  'import { expect, test } from "vitest";',
  'test("probe", async () => {',
  "  const box = document.body;",
  '  expect(screen.getByText("a")).toBeTruthy();',
  '  expect(await screen.findByRole("button", { name: "x" })).toBeTruthy();',
  '  expect(within(box).getByRole("heading")).toBeTruthy();',
  "  expect(",
  '    within(box).getByText("a sentence long enough to wrap"),',
  "  ).toBeTruthy();",
  '  expect(await within(box).findByText("b")).toBeTruthy();',
  '  expect(screen.queryByText("c")).toBeTruthy();',
  '  expect(screen.getAllByRole("row")).toBeTruthy();',
  // What the rule must leave alone: assertions that can fail, and toBeTruthy() on values.
  '  expect(screen.getByText("a")).toBeVisible();',
  '  expect(screen.queryByText("c")).not.toBeInTheDocument();',
  '  expect(box.getAttribute("data-x")).toBeTruthy();',
  "  expect(box.childElementCount > 0).toBeTruthy();",
  "});",
];
const forbidden = [5, 6, 7, 8, 11, 12, 13];

const probes = {
  // The rule covers every web test, the offline demo's and the end-to-end suite's included.
  feature: `apps/web/src/features/${tag}/${tag}.test.tsx`,
  demo: `apps/web/src/demo/${tag}.test.tsx`,
  e2e: `apps/web/e2e/${tag}.e2e.ts`,
};

let reported = new Map();

before(() => {
  for (const path of Object.values(probes)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), `${lines.join("\n")}\n`);
  }
  let out;
  try {
    out = execFileSync(biome, ["lint", "--reporter=json", ...Object.values(probes)], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    });
  } catch (error) {
    // biome exits 1 when it reports errors, which is what the probes expect.
    out = error.stdout;
  }
  reported = new Map();
  for (const d of JSON.parse(out).diagnostics) {
    if (d.category !== "plugin" || !JSON.stringify(d.message).includes(RULE_MESSAGE)) continue;
    const path = d.location.path;
    reported.set(
      path,
      [...(reported.get(path) ?? []), d.location.start.line].sort((a, b) => a - b),
    );
  }
});

after(() => {
  for (const path of Object.values(probes)) rmSync(join(root, path), { force: true });
  rmSync(join(root, `apps/web/src/features/${tag}`), { recursive: true, force: true });
});

for (const [name, path] of Object.entries(probes)) {
  test(`${name}: reports exactly the toBeTruthy() assertions on queries`, () => {
    assert.deepEqual(reported.get(path) ?? [], forbidden);
  });
}
