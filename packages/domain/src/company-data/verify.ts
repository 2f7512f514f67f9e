import type { Discrepancy, EmissionFigure, ScrapedCompanyData, VerificationCheck } from "./types";

/** Largest plausible single-company figure: ~2 Gt CO2e (the largest reported Scope 3 inventories are ~1.5 Gt). */
export const MAX_PLAUSIBLE_TONNES = 2_000_000_000;
export const MAX_PLAUSIBLE_EMPLOYEES = 3_000_000;
/** Tolerance of the scope-sum check: rounding in reports. */
export const SUM_TOLERANCE = 0.05;

const fmt = (n: number) => n.toLocaleString("en-GB", { maximumFractionDigits: 3 });

/** Consistency checks over extracted data: scope sum vs total, units, years, magnitudes. */
export function consistencyChecks(
  d: ScrapedCompanyData,
  now: Date,
): { checks: VerificationCheck[]; discrepancies: Discrepancy[] } {
  const c = d.environmentalData.carbonEmissions;
  const checks: VerificationCheck[] = [];
  const discrepancies: Discrepancy[] = [];
  const fail = (name: string, field: string, message: string) => {
    checks.push({ name, status: "fail", detail: message });
    discrepancies.push({ field, message, source: "consistency" });
  };
  const figures = (["scope1", "scope2", "scope3", "total"] as const)
    .map((k) => [k, c[k]] as const)
    .filter((x): x is readonly [(typeof x)[0], EmissionFigure] => x[1] !== null);

  const total = c.total;
  if (total && c.scope1 && c.scope2) {
    const s12 = c.scope1.tonnesCo2e + c.scope2.tonnesCo2e;
    const s123 = s12 + (c.scope3?.tonnesCo2e ?? 0);
    const close = (a: number) => Math.abs(a - total.tonnesCo2e) <= SUM_TOLERANCE * total.tonnesCo2e;
    if (close(s12) || (c.scope3 && close(s123))) {
      checks.push({
        name: "Scope sum vs total",
        status: "pass",
        detail: `Scopes add up to the reported total (${fmt(total.tonnesCo2e)} t CO2e)`,
      });
    } else {
      fail(
        "Scope sum vs total",
        "environmentalData.carbonEmissions.total",
        `Reported total ${fmt(total.tonnesCo2e)} t CO2e differs from Scope 1 + 2 = ${fmt(s12)} t CO2e${c.scope3 ? ` and Scope 1 + 2 + 3 = ${fmt(s123)} t CO2e` : ""} by more than ${SUM_TOLERANCE * 100}%`,
      );
    }
  } else {
    checks.push({
      name: "Scope sum vs total",
      status: "skipped",
      detail: "Needs Scope 1, Scope 2 and a total",
    });
  }

  const units = new Set(figures.map(([, f]) => f.reportedUnit.replace(/\s+/g, "").toLowerCase()));
  checks.push(
    figures.length === 0
      ? { name: "Units", status: "skipped", detail: "No emissions figures found" }
      : {
          name: "Units",
          status: "pass",
          detail: `All figures converted to t CO2e (reported as: ${[...new Set(figures.map(([, f]) => f.reportedUnit))].join(", ")})${units.size > 1 ? "; mixed units on the site" : ""}`,
        },
  );

  const years = [...new Set(figures.map(([, f]) => f.year).filter((y): y is number => y !== null))];
  const thisYear = now.getUTCFullYear();
  if (years.some((y) => y > thisYear)) {
    fail(
      "Reporting years",
      "environmentalData.carbonEmissions",
      `A figure is dated in the future (${years.filter((y) => y > thisYear).join(", ")})`,
    );
  } else if (years.length > 1) {
    fail(
      "Reporting years",
      "environmentalData.carbonEmissions",
      `Emissions figures refer to different years (${years.sort().join(", ")})`,
    );
  } else {
    checks.push({
      name: "Reporting years",
      status: years.length ? "pass" : "skipped",
      detail: years.length ? `All dated figures refer to ${years[0]}` : "No years stated next to the figures",
    });
  }

  const implausible: string[] = [];
  for (const [k, f] of figures)
    if (f.tonnesCo2e > MAX_PLAUSIBLE_TONNES) implausible.push(`${k} ${fmt(f.tonnesCo2e)} t CO2e`);
  if (
    c.scope1 &&
    c.scope2 &&
    c.total &&
    c.total.tonnesCo2e < Math.max(c.scope1.tonnesCo2e, c.scope2.tonnesCo2e)
  ) {
    implausible.push("total is smaller than a single scope");
  }
  const emp = d.socialData.employeeCount?.value;
  if (emp !== undefined && (emp > MAX_PLAUSIBLE_EMPLOYEES || !Number.isInteger(emp)))
    implausible.push(`employee count ${fmt(emp)}`);
  const m = d.socialData.diversityMetrics;
  for (const [k, v] of Object.entries(m))
    if (v && (v.value < 0 || v.value > 100)) implausible.push(`${k} ${v.value}%`);
  if (implausible.length) {
    fail("Magnitudes", "environmentalData", `Implausible values: ${implausible.join("; ")}`);
  } else {
    checks.push({ name: "Magnitudes", status: "pass", detail: "All values within plausible ranges" });
  }
  return { checks, discrepancies };
}

/** Every extracted value with its quote, for the LLM cross-check (field path → claim + quote). */
export function claimsOf(
  d: ScrapedCompanyData,
): { field: string; claim: string; quote: string; sourceUrl: string }[] {
  const out: { field: string; claim: string; quote: string; sourceUrl: string }[] = [];
  const walk = (v: unknown, path: string) => {
    if (Array.isArray(v)) {
      for (const [i, x] of v.entries()) walk(x, `${path}[${i}]`);
    } else if (v && typeof v === "object") {
      const o = v as Record<string, unknown>;
      if (typeof o.quote === "string" && typeof o.sourceUrl === "string") {
        const claim =
          "tonnesCo2e" in o ? `${o.tonnesCo2e} t CO2e` : "mwh" in o ? `${o.mwh} MWh` : String(o.value);
        out.push({ field: path, claim, quote: o.quote, sourceUrl: o.sourceUrl });
      } else for (const [k, x] of Object.entries(o)) walk(x, path ? `${path}.${k}` : k);
    }
  };
  walk(
    {
      environmentalData: d.environmentalData,
      socialData: d.socialData,
      governanceData: d.governanceData,
      disclosureFrameworks: d.disclosureFrameworks,
    },
    "",
  );
  return out;
}
