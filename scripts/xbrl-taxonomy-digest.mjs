/**
 * Builds the taxonomy digest the XBRL validator reads (packages/domain/src/xbrl/vsme-taxonomy.data.json) from
 * EFRAG's VSME taxonomy JSON: per concept only what the rules check (data type, base type, period type,
 * abstract, English label), and per hypercube the members each explicit axis allows, plus the axis defaults.
 * Usage: node scripts/xbrl-taxonomy-digest.mjs <vsme-2026-05-01.json> [out.json]
 */
import { readFileSync, writeFileSync } from "node:fs";

const [source, out = "packages/domain/src/xbrl/vsme-taxonomy.data.json"] = process.argv.slice(2);
if (!source) {
  console.error("usage: node scripts/xbrl-taxonomy-digest.mjs <vsme taxonomy json> [out.json]");
  process.exit(2);
}
const LABEL = "http://www.xbrl.org/2003/role/label";
const taxonomy = JSON.parse(readFileSync(source, "utf8"));
const concepts = {};
for (const [name, c] of Object.entries(taxonomy.concepts).sort(([a], [b]) => a.localeCompare(b))) {
  concepts[name] = [
    c.dataType,
    c.baseDataType,
    c.periodType,
    c.abstract === true ? 1 : 0,
    c.labels?.en?.[LABEL] ?? "",
  ];
}
// Every member an explicit axis allows in any hypercube of the taxonomy.
const axes = {};
for (const [role, tables] of Object.entries(taxonomy.dimensions)) {
  if (role === "_defaults") continue;
  for (const table of Object.values(tables)) {
    for (const [axis, members] of Object.entries(table.explicitDimensions ?? {})) {
      axes[axis] = [...new Set([...(axes[axis] ?? []), ...members])].sort();
    }
  }
}
const digest = {
  source: "EFRAG VSME XBRL taxonomy 2026-05-01 (JSON from EFRAG-EU/Digital-Template-to-XBRL-Converter, MIT)",
  entryPoint: taxonomy.entryPoint,
  namespaces: taxonomy.namespaces,
  columns: ["dataType", "baseDataType", "periodType", "abstract", "label"],
  concepts,
  axes,
  axisDefaults: taxonomy.dimensions._defaults,
};
writeFileSync(out, `${JSON.stringify(digest)}\n`);
console.log(`${Object.keys(concepts).length} concepts, ${Object.keys(axes).length} axes -> ${out}`);
