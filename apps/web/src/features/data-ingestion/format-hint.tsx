import {
  CARBON_INGEST_CSV_EXAMPLE,
  CARBON_INGEST_FORMAT_HINT,
  CARBON_INGEST_HINT_ACTIVITIES,
  CARBON_INGEST_HINT_UNITS,
  MAX_PERIOD_DAYS,
} from "@esg/domain";
import { Link } from "@tanstack/react-router";
import { Fragment } from "react";

/**
 * The hint box of the Upload Data tab: the canonical JSON, CSV, and the per-source shapes. Every name it lists
 * comes from the lists in packages/domain (carbon-examples.ts) whose rows the server's tests send to the real
 * ingest, so nothing shown here can be refused (docs/decisions/030-data-entry-that-helps.md).
 */
export function FormatHint() {
  return (
    <aside
      aria-label="Expected format"
      className="rounded-xl border border-blue-200 bg-blue-50 p-4 text-sm text-blue-900"
    >
      <h3 className="font-semibold">Expected format</h3>
      <p className="mt-1">One row per activity: what was used, how much, in which unit, where and when.</p>
      <pre className="mt-2 overflow-x-auto rounded-md bg-white/70 p-2 text-xs">
        {JSON.stringify(CARBON_INGEST_FORMAT_HINT, null, 2)}
      </pre>
      <p className="mt-2">CSV works too, with a header row:</p>
      <pre className="mt-1 rounded-md bg-white/70 p-2 text-xs whitespace-pre-wrap">
        <CsvLines text={CARBON_INGEST_CSV_EXAMPLE} />
      </pre>
      <ul className="mt-2 list-disc pl-5 text-xs">
        <li>Activities: {CARBON_INGEST_HINT_ACTIVITIES.map((a) => a.label).join(", ")}…</li>
        <li>Units: {CARBON_INGEST_HINT_UNITS.map((u) => u.label).join(", ")}.</li>
        <li>
          Regions: ISO country codes (GB, US, DE…); dates as YYYY-MM-DD, required on every row (a row without
          one is refused, naming the row).
        </li>
        <li>
          A bill covering a period: period_start and period_end (in JSON, periodStart and periodEnd;
          inclusive, at most {MAX_PERIOD_DAYS} days) instead of the date. Its amount is shared between the
          months it covers by their days.
        </li>
        <li>
          A row that repeats a bill already counted (same activity, amount, unit, date or period, site and
          region) is refused, naming the row, unless you choose Upload anyway.
        </li>
        <li>
          Market-based scope 2: add supplier_factor (kg CO2e per unit from your tariff; 0 for REGO/GO-backed
          supply) and supplier_factor_source.
        </li>
        <li>
          Sites (optional): a <code className="rounded bg-white/70 px-1">site</code> column (in JSON,{" "}
          <code className="rounded bg-white/70 px-1">"site"</code>) with the name or id of one of your{" "}
          <Link to="/settings" search={{ tab: "sites" }} className="font-medium underline underline-offset-2">
            sites
          </Link>
          ; its country is the default region of the row. An unknown site is refused, naming the row.
        </li>
        <li>
          Load Example shows the friendlier shape of each source type (bill lines, receipts, trips, invoice
          lines).
        </li>
      </ul>
    </aside>
  );
}

/**
 * CSV that wraps after a comma on a narrow screen rather than inside a word (`<wbr>` is not copied with the
 * text, so a pasted example stays exactly what the server accepts).
 */
function CsvLines({ text }: { text: string }) {
  return text.split("\n").map((line, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the lines of a constant, in a fixed order.
    <Fragment key={i}>
      {i > 0 && "\n"}
      {line.split(",").map((cell, j) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the cells of a constant line, in a fixed order.
        <Fragment key={j}>
          {j > 0 && (
            <>
              ,<wbr />
            </>
          )}
          {cell}
        </Fragment>
      ))}
    </Fragment>
  ));
}
