/**
 * pnpm xbrl:validate <package.xbri>…: validates Inline XBRL report packages with the platform's validator
 * (packages/domain/src/xbrl/validate.ts) and prints each problem with its rule and fact. Exit code 1 when any
 * package has an error, 2 on bad usage.
 */
import { readFileSync } from "node:fs";
import { validateXbrlPackage } from "../packages/domain/src/xbrl/validate";

const paths = process.argv.slice(2);
if (paths.length === 0) {
  console.error("usage: pnpm xbrl:validate <package.xbri> [more packages]");
  process.exit(2);
}
let failed = false;
for (const path of paths) {
  const result = validateXbrlPackage(new Uint8Array(readFileSync(path)));
  if (result.ok) {
    console.log(`${path}: valid (${result.factCount} facts in ${result.report})`);
    continue;
  }
  failed = true;
  console.log(`${path}: ${result.errors.length} error(s)`);
  for (const e of result.errors) {
    const fact = e.fact ? ` [fact ${e.fact.id ?? "?"} ${e.fact.concept}]` : "";
    console.log(`  ${e.rule}${fact}: ${e.message}`);
  }
}
process.exit(failed ? 1 : 0);
