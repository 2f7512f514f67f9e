#!/usr/bin/env node
// Regenerates packages/domain/src/ghg/emission-factors.data.json from the shared factor files and this
// package's residual-mix and bioenergy tables.
//
//   node packages/domain/scripts/build-emission-factors.mjs [dataDir] [residualMixCsv] [bioenergyCsv]
//
// dataDir defaults to <repo>/../shared/data and must hold emission-factors.csv and
// us-epa-supply-chain-factors-v1.3.csv; residualMixCsv defaults to packages/domain/data/residual-mix-factors.csv
// and bioenergyCsv to packages/domain/data/bioenergy-factors.csv (see the README beside them). The output is deterministic (no timestamps): the same inputs give the same
// bytes, so a diff of the JSON shows exactly which factors changed. `version` is LIBRARY_RELEASE plus the
// SHA-256 of everything else in the file, so any change to a generated factor changes the version.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, "../../..");
const dataDir = resolve(process.argv[2] ?? resolve(repoRoot, "../shared/data"));
const residualMixPath = resolve(process.argv[3] ?? resolve(here, "../data/residual-mix-factors.csv"));
const bioenergyPath = resolve(process.argv[4] ?? resolve(here, "../data/bioenergy-factors.csv"));
const outFile = resolve(here, "../src/ghg/emission-factors.data.json");

const FACTORS_CSV = "emission-factors.csv";
const SPEND_CSV = "us-epa-supply-chain-factors-v1.3.csv";

/**
 * The edition of the factor sets (DESNZ 2024, EPA Hub 2024) and a packaging revision of this library. The
 * content hash after the "+" changes by itself whenever a generated value changes; bump the revision when
 * a release should also be told apart by its label (a new input file, a new edition year).
 */
const LIBRARY_RELEASE = "2024.2";

/**
 * Licence of each publisher, as stated in emission-factors.md §2. A source_name that matches none of these
 * stops the build: a factor must never ship without its licence.
 */
const LICENCES = {
  "OGL-3.0": {
    name: "UK Open Government Licence v3.0",
    url: "https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/",
    attribution:
      "Contains public sector information licensed under the Open Government Licence v3.0 (DESNZ, 2024)",
  },
  "US-PD": {
    name: "US federal government work (public domain in the US)",
    url: "https://www.epa.gov/climateleadership/ghg-emission-factors-hub",
    attribution: "US EPA GHG Emission Factors Hub 2024",
  },
  "EPA-ScienceHub": {
    name: "US EPA ScienceHub licence (US government work)",
    url: "https://pasteur.epa.gov/license/sciencehub-license.html",
    attribution:
      "Ingwersen & Li, US EPA Supply Chain GHG Emission Factors v1.3.0, EPA/600/R-20/001, doi:10.23719/1531143",
  },
  "CC-BY-4.0": {
    name: "Creative Commons Attribution 4.0",
    url: "https://ember-energy.org/creative-commons/",
    attribution: "Ember – Yearly Electricity Data (2024)",
  },
  // The two residual-mix publishers state no open licence (packages/domain/data/README.md): the terms are
  // "published for use in disclosure, cite the source".
  AIB: {
    name: "AIB European Residual Mixes: published for electricity disclosure; no open licence stated, cite the AIB",
    url: "https://www.aib-net.org/facts/european-residual-mix",
    attribution: "Association of Issuing Bodies (AIB), European Residual Mixes",
  },
  "Green-e": {
    name: "Green-e Residual Mix Emissions Rates: published by the Center for Resource Solutions for GHG reporting; users are asked to cite them; no open licence stated",
    url: "https://www.green-e.org/residual-mix",
    attribution: "Center for Resource Solutions, Green-e® Residual Mix Emissions Rates",
  },
};
const LICENCE_BY_SOURCE_PREFIX = [
  ["UK DESNZ", "OGL-3.0"],
  ["US EPA GHG Emission Factors Hub", "US-PD"],
  ["US EPA Supply Chain GHG Emission Factors", "EPA-ScienceHub"],
  ["Ember", "CC-BY-4.0"],
  ["AIB European Residual Mixes", "AIB"],
  ["Green-e Residual Mix Emissions Rates", "Green-e"],
];

/** Published residual-mix units → kg per kWh (1 lb = 0.45359237 kg exactly; 1 MWh = 1,000 kWh). */
const RESIDUAL_UNITS = {
  "g CO2/kWh": 1 / 1000,
  "lb CO2/MWh": 0.45359237 / 1000,
};

/** RFC 4180 parser: quoted fields, doubled quotes, commas and newlines inside quotes, CRLF or LF, BOM. */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = "";
  let quoted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += ch;
    } else if (ch === '"' && field === "") quoted = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += ch;
  }
  if (quoted) throw new Error("CSV ends inside a quoted field");
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => !(r.length === 1 && r[0] === ""));
}

function readTable(file, path = resolve(dataDir, file)) {
  let text;
  try {
    text = readFileSync(path, "utf8");
  } catch (e) {
    console.error(`Cannot read ${path} (${e.code ?? e.message}). Usage: node ${process.argv[1]} [dataDir]`);
    process.exit(1);
  }
  const [header, ...body] = parseCsv(text);
  body.forEach((cells, n) => {
    if (cells.length !== header.length)
      throw new Error(`${file} line ${n + 2}: ${cells.length} fields, header has ${header.length}`);
  });
  const records = body.map((cells) => Object.fromEntries(header.map((h, k) => [h, cells[k]])));
  return { records, sha256: createHash("sha256").update(text).digest("hex") };
}

function number(value, where) {
  const n = Number(value);
  if (value.trim() === "" || !Number.isFinite(n)) throw new Error(`${where}: not a number: ${value}`);
  return n;
}

function licenceFor(sourceName, where) {
  const hit = LICENCE_BY_SOURCE_PREFIX.find(([prefix]) => sourceName.startsWith(prefix));
  if (!hit) throw new Error(`${where}: no licence known for source "${sourceName}"`);
  return hit[1];
}

const factorsTable = readTable(FACTORS_CSV);
const seen = new Set();
/** One factor row of emission-factors.csv or of a file with its columns, checked. */
function factorRow(r, file) {
  const where = `${file} ${r.id}`;
  if (!r.id || seen.has(r.id)) throw new Error(`${where}: missing or duplicate id`);
  seen.add(r.id);
  const scope = number(r.scope, where);
  if (![1, 2, 3].includes(scope)) throw new Error(`${where}: scope ${r.scope}`);
  const category = r.ghg_protocol_category === "" ? null : number(r.ghg_protocol_category, where);
  if ((scope === 3) !== (category !== null))
    throw new Error(`${where}: category must be set exactly on scope 3`);
  const value = number(r.kg_co2e_per_unit, where);
  if (value < 0) throw new Error(`${where}: negative factor`);
  const row = {
    id: r.id,
    sourceType: r.source_type,
    activity: r.activity,
    region: r.region,
    unit: r.unit,
    kgCO2ePerUnit: value,
    scope,
    category,
    source: r.source_name,
    year: number(r.source_year, where),
    licence: licenceFor(r.source_name, where),
    valueBasis: r.value_basis,
    locator: r.source_locator,
    url: r.official_url,
  };
  // Ember intensities are lifecycle and production-based (emission-factors.md §3.9): lookup uses them
  // only where no other factor for the activity and region exists.
  if (r.source_name.startsWith("Ember")) row.lifecycle = true;
  return row;
}
const factors = factorsTable.records.map((r) => factorRow(r, FACTORS_CSV));

// Bioenergy (DESNZ 'Bioenergy', 'WTT- bioenergy' and 'Outside of scopes'): the factor file's columns plus
// the biogenic CO2 of each scope 1 row, which is reported outside the scopes and never in a total.
const BIOENERGY_CSV = basename(bioenergyPath);
const bioTable = readTable(BIOENERGY_CSV, bioenergyPath);
const factorColumns = Object.keys(factorsTable.records[0] ?? {});
const bioColumns = [...factorColumns, "biogenic_kg_co2_per_unit", "biogenic_locator"];
if (Object.keys(bioTable.records[0] ?? {}).join(",") !== bioColumns.join(","))
  throw new Error(`${BIOENERGY_CSV}: the columns must be ${bioColumns.join(",")}`);
const sharedActivities = new Set(factors.map((f) => f.activity));
const biogenicRows = [];
const bioFactors = bioTable.records.map((r) => {
  const where = `${BIOENERGY_CSV} ${r.id}`;
  const row = factorRow(r, BIOENERGY_CSV);
  if (row.licence !== "OGL-3.0") throw new Error(`${where}: only DESNZ rows belong here`);
  // The shared file stays the one source of the fuels it has: a row here must not add to one of them.
  if (sharedActivities.has(row.activity)) throw new Error(`${where}: ${row.activity} is in ${FACTORS_CSV}`);
  if (!r.source_locator) throw new Error(`${where}: no source locator`);
  if (row.scope === 1) {
    const biogenic = number(r.biogenic_kg_co2_per_unit, where);
    if (biogenic <= 0 || !r.biogenic_locator)
      throw new Error(`${where}: a fuel needs its biogenic CO2 and its cell`);
    biogenicRows.push([row.id, biogenic, r.biogenic_locator]);
  } else if (row.scope !== 3 || r.biogenic_kg_co2_per_unit !== "" || r.biogenic_locator !== "") {
    throw new Error(
      `${where}: only scope 1 fuels and their scope 3 well-to-tank, biogenic CO2 on the fuels only`,
    );
  }
  return row;
});
for (const f of bioFactors.filter((x) => x.scope === 3)) {
  if (
    !f.activity.endsWith("_wtt") ||
    !bioFactors.some((x) => x.scope === 1 && `${x.activity}_wtt` === f.activity)
  )
    throw new Error(`${BIOENERGY_CSV} ${f.id}: a scope 3 row must be the well-to-tank of a fuel in the file`);
}
factors.push(...bioFactors);

const spendTable = readTable(SPEND_CSV);
const spendRows = spendTable.records.map((r) => {
  const code = r["2017 NAICS Code"];
  const where = `${SPEND_CSV} NAICS ${code}`;
  if (!/^\d{6}$/.test(code)) throw new Error(`${where}: bad NAICS code`);
  if (r.GHG !== "All GHGs" || r.Unit !== "kg CO2e/2022 USD, purchaser price")
    throw new Error(`${where}: unexpected GHG/unit ${r.GHG} / ${r.Unit}`);
  const without = number(r["Supply Chain Emission Factors without Margins"], where);
  const margins = number(r["Margins of Supply Chain Emission Factors"], where);
  const withMargins = number(r["Supply Chain Emission Factors with Margins"], where);
  // The published values have three decimals, so their sum may differ by one unit in the last place.
  if (Math.abs(without + margins - withMargins) > 0.0015)
    throw new Error(`${where}: with ≠ without + margins`);
  return [code, r["2017 NAICS Title"].trim(), withMargins];
});
const spendByCode = new Map(spendRows.map((row) => [row[0], row]));
if (spendByCode.size !== spendRows.length) throw new Error(`${SPEND_CSV}: duplicate NAICS codes`);
for (const f of factors.filter((x) => x.activity.startsWith("spend_naics_"))) {
  const full = spendByCode.get(f.activity.slice("spend_naics_".length));
  if (!full) throw new Error(`${f.id}: NAICS code missing from ${SPEND_CSV}`);
  if (full[2] !== f.kgCO2ePerUnit) throw new Error(`${f.id}: ${f.kgCO2ePerUnit} ≠ ${SPEND_CSV} ${full[2]}`);
}

const curatedSpend = factors.find((f) => f.activity.startsWith("spend_naics_"));
const spendHead = {
  // The full USEEIO v1.3 table; codes already in emission-factors.csv keep that file's curated row.
  source:
    curatedSpend?.source ?? "US EPA Supply Chain GHG Emission Factors v1.3.0 (USEEIOv2.2.22-GHG), NAICS-6",
  year: curatedSpend?.year ?? 2024,
  licence: "EPA-ScienceHub",
  url: "https://pasteur.epa.gov/uploads/10.23719/1531143/SupplyChainGHGEmissionFactors_v1.3.0_NAICS_CO2e_USD2022.csv",
  basis: "kg CO2e per 2022 USD, purchaser price (Supply Chain Emission Factors with Margins)",
  columns: ["naics", "title", "kgCO2ePerUsd"],
};
const inputs = [
  { file: FACTORS_CSV, sha256: factorsTable.sha256, rows: factorsTable.records.length },
  { file: SPEND_CSV, sha256: spendTable.sha256, rows: spendRows.length },
  { file: BIOENERGY_CSV, sha256: bioTable.sha256, rows: bioFactors.length },
];

// Residual mixes (market-based scope 2): kg CO2 per kWh, one row per region and data year. "NA" keeps a
// row whose publisher prints no residual mix (full disclosure), so lookup can say why it fell back.
const RESIDUAL_CSV = basename(residualMixPath);
const residualTable = readTable(RESIDUAL_CSV, residualMixPath);
const residualIds = new Set();
const residualKeys = new Set();
const residualRows = residualTable.records.map((r) => {
  const where = `${RESIDUAL_CSV} ${r.id}`;
  if (!r.id || residualIds.has(r.id)) throw new Error(`${where}: missing or duplicate id`);
  residualIds.add(r.id);
  // The factor file's region codes: ISO alpha-2 with UK for GB, or an eGRID subregion US-<acronym>.
  if (!/^([A-Z]{2}|US-[A-Z]{4})$/.test(r.region) || r.region === "GB")
    throw new Error(`${where}: region ${r.region} is not a factor-file region code`);
  const year = number(r.data_year, where);
  if (!Number.isInteger(year) || year < 2000 || year > 2100) throw new Error(`${where}: data year ${year}`);
  const key = `${r.region} ${year}`;
  if (residualKeys.has(key)) throw new Error(`${where}: a second row for ${key}`);
  residualKeys.add(key);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(r.published_date) || Number(r.published_date.slice(0, 4)) < year)
    throw new Error(`${where}: published_date ${r.published_date} must be a date after the data year`);
  if (r.gas !== "CO2") throw new Error(`${where}: gas ${r.gas}; only CO2 residual mixes are known`);
  const perKWh = RESIDUAL_UNITS[r.published_unit];
  if (perKWh === undefined) throw new Error(`${where}: unknown unit ${r.published_unit}`);
  for (const url of [r.official_url, r.source_url])
    if (!url.startsWith("https://")) throw new Error(`${where}: URL ${url} is not https`);
  if (!r.source_locator) throw new Error(`${where}: no source locator`);
  let published = null;
  let kgCO2PerKWh = null;
  if (r.published_value === "NA") {
    if (!r.notes) throw new Error(`${where}: an NA row must say why in notes`);
  } else {
    published = number(r.published_value, where);
    // Twelve significant digits drop the binary noise of the division and keep every published digit.
    kgCO2PerKWh = Number((published * perKWh).toPrecision(12));
    if (kgCO2PerKWh < 0 || kgCO2PerKWh > 2) throw new Error(`${where}: ${kgCO2PerKWh} kg/kWh is implausible`);
  }
  return {
    id: r.id,
    region: r.region,
    year,
    kgCO2PerKWh,
    gas: r.gas,
    published,
    publishedUnit: r.published_unit,
    source: r.source_name,
    publishedDate: r.published_date,
    licence: licenceFor(r.source_name, where),
    valueBasis: "derived",
    locator: r.source_locator,
    url: r.official_url,
    sourceUrl: r.source_url,
    note: r.notes,
  };
});
const residualInput = { file: RESIDUAL_CSV, sha256: residualTable.sha256, rows: residualRows.length };

// One factor or spend row per line keeps the file small and its diffs readable.
const j = (value) => JSON.stringify(value);
const list = (items, indent) => items.map((x) => `${indent}${j(x)}`).join(",\n");
const fields = (obj, indent) =>
  Object.entries(obj)
    .map(([k, v]) => `${indent}${j(k)}: ${j(v)},`)
    .join("\n");
const body = `  "inputs": [
${list(inputs, "    ")}
  ],
  "licences": {
${Object.entries(LICENCES)
  .map(([k, v]) => `    ${j(k)}: ${j(v)}`)
  .join(",\n")}
  },
  "factors": [
${list(factors, "    ")}
  ],
  "spend": {
${fields(spendHead, "    ")}
    "rows": [
${list(spendRows, "      ")}
    ]
  },
  "residualMix": {
    "input": ${j(residualInput)},
    "unit": "kWh",
    "rows": [
${list(residualRows, "      ")}
    ]
  },
  "biogenic": {
    "basis": "kg biogenic CO2 per unit of the factor, reported outside the scopes",
    "columns": ["factorId", "kgCO2PerUnit", "locator"],
    "rows": [
${list(biogenicRows, "      ")}
    ]
  }
`;
const version = { release: LIBRARY_RELEASE, sha256: createHash("sha256").update(body).digest("hex") };
const out = `{
  "$comment": "Generated by packages/domain/scripts/build-emission-factors.mjs from ${FACTORS_CSV}, ${SPEND_CSV}, ${RESIDUAL_CSV} and ${BIOENERGY_CSV}; do not edit by hand.",
  "version": ${j(version)},
${body}}
`;
JSON.parse(out);
writeFileSync(outFile, out);
console.log(
  `wrote ${outFile}: ${factors.length} factors (${bioFactors.length} bioenergy), ${spendRows.length} spend rows, ${residualRows.length} residual mixes, ${biogenicRows.length} biogenic CO2 factors; version ${version.release}+${version.sha256.slice(0, 12)}`,
);
