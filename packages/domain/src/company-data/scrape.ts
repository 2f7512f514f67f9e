import {
  ENV_POLICY,
  ETHICS,
  extractBoard,
  extractDiversity,
  extractEmissions,
  extractEmployees,
  extractEnergy,
  LABOUR,
  RISK,
} from "./extract";
import { extractFrameworks } from "./frameworks";
import { sentencesOf, statements } from "./sentences";
import type { DataQuality, PageText, ScrapedCompanyData } from "./types";

/** The company's name: the page's og:site_name, else the first part of the home page title, else the host. */
export function companyNameOf(home: PageText): string {
  if (home.siteName?.trim()) return home.siteName.trim();
  const first = home.title.split(/\s+[|\-–—:]\s+/)[0]?.trim();
  if (first) return first;
  return (/^[a-z]+:\/\/(?:www\.)?([^/:?#]+)/i.exec(home.url)?.[1] ?? home.url).toLowerCase();
}

/** Data quality from completeness (share of tracked data points found): High ≥ 60 %, Medium ≥ 30 %, else Low. */
export function dataQualityOf(completeness: number): DataQuality {
  if (completeness >= 60) return "High";
  if (completeness >= 30) return "Medium";
  return "Low";
}

/** Every {sourceUrl} object in a value (each extracted value carries one). */
function provenanceUrls(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) provenanceUrls(v, out);
  else if (value && typeof value === "object") {
    const o = value as Record<string, unknown>;
    if (typeof o.sourceUrl === "string") out.push(o.sourceUrl);
    else for (const v of Object.values(o)) provenanceUrls(v, out);
  }
  return out;
}

/**
 * Company ESG data from parsed pages (home page first). Pure: the same pages always give the same result
 * apart from `lastUpdated`, which is `now`.
 */
export function extractCompanyData(pages: PageText[], websiteUrl: string, now: Date): ScrapedCompanyData {
  const home = pages[0];
  if (!home) throw new Error("extractCompanyData needs at least one page");
  const sentences = pages.flatMap(sentencesOf);
  const carbonEmissions = extractEmissions(sentences);
  const energyUsage = extractEnergy(sentences);
  const environmentalPolicies = statements(sentences, ENV_POLICY);
  const employeeCount = extractEmployees(sentences);
  const diversityMetrics = extractDiversity(sentences);
  const laborPractices = statements(sentences, LABOUR);
  const boardComposition = extractBoard(sentences);
  const riskStatements = statements(sentences, RISK, 6);
  const ethicsPolicies = statements(sentences, ETHICS, 6);
  const disclosureFrameworks = extractFrameworks(sentences);

  const tracked = [
    carbonEmissions.scope1,
    carbonEmissions.scope2,
    carbonEmissions.scope3,
    carbonEmissions.total,
    energyUsage.total,
    energyUsage.renewablePercent,
    environmentalPolicies.length > 0,
    employeeCount,
    diversityMetrics.womenWorkforcePercent,
    diversityMetrics.womenManagementPercent,
    diversityMetrics.womenBoardPercent,
    laborPractices.length > 0,
    boardComposition.boardSize,
    boardComposition.independentDirectors ?? boardComposition.independencePercent,
    riskStatements.length > 0,
    ethicsPolicies.length > 0,
    disclosureFrameworks.identifiedFrameworks.length > 0,
    disclosureFrameworks.thirdPartyVerification,
  ];
  const completeness = Math.round((tracked.filter(Boolean).length / tracked.length) * 100);

  const data: ScrapedCompanyData = {
    companyName: companyNameOf(home),
    websiteUrl,
    dataQuality: dataQualityOf(completeness),
    completeness,
    sources: [],
    lastUpdated: now.toISOString(),
    environmentalData: { carbonEmissions, energyUsage, environmentalPolicies },
    socialData: { employeeCount, diversityMetrics, laborPractices },
    governanceData: { boardComposition, riskManagement: { statements: riskStatements }, ethicsPolicies },
    disclosureFrameworks,
  };
  const urls = provenanceUrls(data);
  data.sources = pages.map((p) => ({
    url: p.url,
    title: p.title,
    valuesFound: urls.filter((u) => u === p.url).length,
  }));
  return data;
}
