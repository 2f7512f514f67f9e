import type { AcademicAnalysis, ScrapedCompanyData } from "./types";

/**
 * Academic analysis of a scraped profile. The scores measure DISCLOSURE (which material data points the
 * company publishes, and how well they are backed), not performance: a website says what a company reports,
 * not how good it is. Weights follow the pillar structure of ESG integration research (E/S/G pillars, each
 * 0-100; overall = 40 % E + 30 % S + 30 % G, E weighted highest because GHG data is the most decision-useful
 * disclosure per TCFD).
 */
const pts = (found: unknown, weight: number) => (found ? weight : 0);
const listPts = (n: number, per: number, max: number) => Math.min(n * per, max);
const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));
const has = (d: ScrapedCompanyData, name: string) =>
  d.disclosureFrameworks.identifiedFrameworks.some((f) => f.value === name);

export function environmentalScore(d: ScrapedCompanyData): number {
  const c = d.environmentalData.carbonEmissions;
  const e = d.environmentalData.energyUsage;
  return clamp(
    pts(c.scope1, 20) +
      pts(c.scope2, 20) +
      pts(c.scope3, 15) +
      pts(c.total, 5) +
      pts(e.total, 10) +
      pts(e.renewablePercent, 5) +
      listPts(d.environmentalData.environmentalPolicies.length, 5, 15) +
      pts(has(d, "TCFD") || has(d, "CDP"), 10),
  );
}

export function socialScore(d: ScrapedCompanyData): number {
  const m = d.socialData.diversityMetrics;
  return clamp(
    pts(d.socialData.employeeCount, 20) +
      pts(m.womenWorkforcePercent, 15) +
      pts(m.womenManagementPercent, 15) +
      pts(m.womenBoardPercent, 10) +
      listPts(d.socialData.laborPractices.length, 10, 40),
  );
}

export function governanceScore(d: ScrapedCompanyData): number {
  const b = d.governanceData.boardComposition;
  return clamp(
    pts(b.boardSize, 15) +
      pts(b.independentDirectors ?? b.independencePercent, 20) +
      listPts(d.governanceData.riskManagement.statements.length, 10, 20) +
      listPts(d.governanceData.ethicsPolicies.length, 10, 20) +
      pts(d.disclosureFrameworks.thirdPartyVerification, 15) +
      pts(d.disclosureFrameworks.reportingStandards.length > 0, 10),
  );
}

export function overallScore(e: number, s: number, g: number): number {
  return clamp(0.4 * e + 0.3 * s + 0.3 * g);
}

/** The gaps an investor would raise with the company, most material first. */
export function engagementPriorities(d: ScrapedCompanyData): string[] {
  const c = d.environmentalData.carbonEmissions;
  const out: string[] = [];
  if (!c.scope1 || !c.scope2) out.push("Disclose Scope 1 and Scope 2 emissions in t CO2e");
  if (!c.scope3) out.push("Disclose Scope 3 (value chain) emissions");
  if (!d.disclosureFrameworks.thirdPartyVerification) out.push("Obtain third-party assurance of ESG data");
  if (!has(d, "TCFD") && !has(d, "ISSB (IFRS S1/S2)"))
    out.push("Report climate risks against TCFD / IFRS S2");
  if (!d.environmentalData.energyUsage.total) out.push("Publish total energy consumption");
  const m = d.socialData.diversityMetrics;
  if (!m.womenWorkforcePercent && !m.womenManagementPercent)
    out.push("Publish workforce gender diversity data");
  const b = d.governanceData.boardComposition;
  if (!b.independentDirectors && !b.independencePercent) out.push("Disclose board independence");
  if (d.governanceData.ethicsPolicies.length === 0)
    out.push("Publish a code of conduct and anti-corruption policy");
  if (out.length === 0) out.push("Maintain disclosure quality and set science-based targets");
  return out;
}

export function academicAnalysis(d: ScrapedCompanyData): AcademicAnalysis {
  const e = environmentalScore(d);
  const s = socialScore(d);
  const g = governanceScore(d);
  const overall = overallScore(e, s, g);
  const c = d.environmentalData.carbonEmissions;
  const screening: string[] = [];
  if (!c.scope1 && !c.scope2) screening.push("No operational GHG emissions disclosed");
  if (!d.disclosureFrameworks.thirdPartyVerification) screening.push("ESG data not independently assured");
  if (d.governanceData.ethicsPolicies.length === 0)
    screening.push("No ethics or anti-corruption policy found");
  const implications: string[] = [];
  if (!c.scope3)
    implications.push("Value-chain (Scope 3) carbon exposure cannot be assessed from public data");
  if (c.scope1 || c.scope2)
    implications.push("Operational emissions are disclosed: carbon-pricing exposure can be estimated");
  if (!has(d, "TCFD"))
    implications.push("Climate risk disclosure is not TCFD-referenced: transition risk is harder to price");
  if (d.disclosureFrameworks.thirdPartyVerification)
    implications.push("Assured data lowers the risk of restatement");
  const renewable = d.environmentalData.energyUsage.renewablePercent?.value ?? null;
  return {
    overallScore: overall,
    environmentalScore: e,
    socialScore: s,
    governanceScore: g,
    integrationApproach: {
      exclusionsBased: { screeningCriteria: screening },
      esgInvesting:
        overall >= 60
          ? "Disclosure supports full ESG integration into valuation"
          : overall >= 30
            ? "Partial disclosure: integrate with engagement on the gaps"
            : "Disclosure too thin for ESG integration; rely on engagement",
      impactInvesting: has(d, "SDGs")
        ? `Reports against the UN SDGs${renewable !== null ? `; renewable energy share ${renewable}%` : ""}`
        : "No SDG-linked impact reporting found",
    },
    riskAssessment: { portfolioImplications: implications },
    alphaGeneration: { potential: overall >= 70 ? "High" : overall >= 40 ? "Medium" : "Low" },
    materialityAssessment: {
      factors: {
        "Climate Change": clamp(
          pts(c.scope1, 30) + pts(c.scope2, 30) + pts(c.scope3, 25) + pts(has(d, "TCFD"), 15),
        ),
        "Energy Management": clamp(
          pts(d.environmentalData.energyUsage.total, 60) + pts(renewable !== null, 40),
        ),
        "Human Capital": s,
        "Business Ethics": clamp(listPts(d.governanceData.ethicsPolicies.length, 34, 100)),
        "Board Governance": g,
        Transparency: clamp(d.completeness),
      },
    },
    stewardshipRecommendations: { engagementPriorities: engagementPriorities(d) },
    regulatoryCompliance: {
      csrd: has(d, "CSRD/ESRS") ? "Referenced" : "Pending",
      tcfd: has(d, "TCFD") ? "Referenced" : "Pending",
      sec: "Pending",
    },
  };
}
