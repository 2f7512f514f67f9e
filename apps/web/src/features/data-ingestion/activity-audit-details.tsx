import { type EmissionActivity, humanizeKey } from "@esg/domain";
import type { ReactNode } from "react";
import { formatAmount, formatFactor, formatKg, formatLibraryVersion, formatUnit } from "./format";

const MARKET_METHOD: Record<NonNullable<EmissionActivity["marketMethod"]>, string> = {
  instrument: "Contractual instrument",
  residual_mix: "Residual mix",
  location_fallback: "Location-based factor (no instrument or residual mix for the region)",
};

const NOT_RECORDED = "not recorded";

/**
 * The audit trail of one activity, in a disclosure: the factor (name, source, year, value, full
 * unit), GWP basis, licence, library version, how market-based Scope 2 was found, and for a derived
 * category 3 row the energy row it came from.
 */
export function ActivityAuditDetails({ activity: e }: { activity: EmissionActivity }) {
  const unitFull = e.factorUnitFull ?? `kg CO2e/${formatUnit(e.emissionFactorUnit)}`;
  const flags = Object.entries(e.flags ?? {});
  return (
    <details className="group mt-2 rounded-lg border border-slate-100 bg-slate-50 text-xs">
      <summary className="cursor-pointer rounded-lg px-3 py-2 font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600">
        Audit trail
      </summary>
      <dl className="grid gap-x-4 gap-y-2 px-3 pb-3 sm:grid-cols-[max-content_minmax(0,1fr)]">
        <Item label="Factor">{e.factorName ?? `${e.factorSource} (${e.factorYear})`}</Item>
        <Item label="Factor source">{e.factorSource}</Item>
        <Item label="Factor year">{e.factorYear}</Item>
        <Item label="Factor value">
          {formatFactor(e.emissionFactor)} {unitFull}
        </Item>
        <Item label="GWP basis">{e.gwpBasis ?? NOT_RECORDED}</Item>
        <Item label="Licence">{e.factorLicence ?? NOT_RECORDED}</Item>
        <Item label="Library version">
          {e.factorLibraryVersion ? formatLibraryVersion(e.factorLibraryVersion) : NOT_RECORDED}
        </Item>
        {e.reportingYear !== undefined ? <Item label="Reporting year">{e.reportingYear}</Item> : null}
        <Item label="Upload">#{e.dataSourceId}</Item>
        {e.scope === 2 ? <MarketItems activity={e} /> : null}
        {e.derivedFromId != null ? (
          <Item label="Derived from">
            Activity #{e.derivedFromId}
            {e.derivedKind ? ` (${humanizeKey(e.derivedKind)})` : ""}
          </Item>
        ) : null}
        {flags.length > 0 ? (
          <Item label="Flags">
            {flags
              .map(([k, v]) => `${humanizeKey(k)}: ${typeof v === "number" ? formatAmount(v) : String(v)}`)
              .join("; ")}
          </Item>
        ) : null}
      </dl>
    </details>
  );
}

function MarketItems({ activity: e }: { activity: EmissionActivity }) {
  const f = e.marketFactor;
  const i = e.instrument;
  return (
    <>
      <Item label="Market-based method">{e.marketMethod ? MARKET_METHOD[e.marketMethod] : NOT_RECORDED}</Item>
      {e.marketBasedEmissions !== null ? (
        <Item label="Market-based">{formatKg(e.marketBasedEmissions)} kg CO2e</Item>
      ) : null}
      {f ? (
        <Item label="Market factor">
          {[
            f.value !== null ? `${formatFactor(f.value)} kg CO2e/${formatUnit(e.activityUnit)}` : null,
            f.source,
          ]
            .filter(Boolean)
            .join(" · ") || NOT_RECORDED}
        </Item>
      ) : null}
      {i ? (
        <Item label="Instrument">
          {[
            humanizeKey(i.type),
            i.supplier,
            i.kgCO2ePerUnit !== null
              ? `${formatFactor(i.kgCO2ePerUnit)} kg CO2e/${formatUnit(e.activityUnit)}`
              : null,
            i.volume !== null ? `volume ${formatAmount(i.volume)} ${formatUnit(e.activityUnit)}` : null,
            i.vintage ? `vintage ${i.vintage}` : null,
          ]
            .filter(Boolean)
            .join(" · ")}
        </Item>
      ) : null}
    </>
  );
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="contents">
      <dt className="font-medium text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-slate-800">{children}</dd>
    </div>
  );
}
