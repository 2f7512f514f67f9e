// Bundles the server and the workspace packages it imports into one ESM file. Native addons stay external.
// `node build.mjs --outfile /tmp/x/main.js` writes elsewhere (parallel end-to-end runs).
import { copyFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { build } from "esbuild";

const outArg = process.argv.indexOf("--outfile");
const outfile = outArg > 0 ? process.argv[outArg + 1] : "dist/main.js";

await build({
  entryPoints: ["src/main.ts"],
  outfile,
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  // Native addons stay external (pg-native is pg's optional libpq binding, never loaded here); jsPDF's optional HTML renderers (html2canvas, canvg, dompurify) are loaded
  // lazily by .html() only, which the reports never call, so they are left out of the bundle. pino-pretty is a
  // dev dependency imported only for NODE_ENV=development's pretty logs: resolved at run time, if installed.
  external: [
    "better-sqlite3",
    "@node-rs/argon2",
    "pino-pretty",
    "html2canvas",
    "canvg",
    "dompurify",
    "pg-native",
  ],
  // Bundled CommonJS dependencies may call require(); give them one in ESM.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: "warning",
});

// The API reference's browser script (src/http/scalar-script.ts) is served from beside the bundle: it is read
// as a file, not bundled, and this way a bundle written elsewhere with --outfile finds it too.
const scalarEntry = createRequire(import.meta.url).resolve("@scalar/api-reference");
copyFileSync(
  join(dirname(scalarEntry), "browser", "standalone.js"),
  join(dirname(outfile), "scalar-api-reference.js"),
);
