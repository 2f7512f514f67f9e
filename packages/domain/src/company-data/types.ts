import { z } from "zod";

/** The body of POST /api/companies/scrape and /scrape-with-verification (spec part 2 §7). */
export const websiteUrlInputSchema = z.object({
  websiteUrl: z
    .string({ error: "Website URL is required" })
    .trim()
    .min(1, "Website URL is required")
    .max(2048, "Website URL must be at most 2048 characters"),
});
export type WebsiteUrlInput = z.infer<typeof websiteUrlInputSchema>;

/** Where an extracted value came from: the page and the text it was read from, verbatim. */
export type Provenance = { sourceUrl: string; quote: string };
export type Sourced<T> = Provenance & { value: T };

/** A parsed page: what the extractors read (the HTML parser in packages/api produces it). */
export type PageText = {
  url: string;
  title: string;
  siteName: string | null;
  /** Text of each block element; a table row is its cells joined with " | ", prefixed by column headers. */
  blocks: string[];
};

/** An emissions figure normalised to tonnes CO2e, with what the page actually said. */
export type EmissionFigure = Provenance & {
  tonnesCo2e: number;
  reportedValue: number;
  reportedUnit: string;
  year: number | null;
};

export type EnergyFigure = Provenance & {
  mwh: number;
  reportedValue: number;
  reportedUnit: string;
  year: number | null;
};

export type CarbonEmissions = {
  scope1: EmissionFigure | null;
  scope2: EmissionFigure | null;
  scope3: EmissionFigure | null;
  total: EmissionFigure | null;
};

export type EnergyUsage = { total: EnergyFigure | null; renewablePercent: Sourced<number> | null };

export type DiversityMetrics = {
  womenWorkforcePercent: Sourced<number> | null;
  womenManagementPercent: Sourced<number> | null;
  womenBoardPercent: Sourced<number> | null;
};

export type BoardComposition = {
  boardSize: Sourced<number> | null;
  independentDirectors: Sourced<number> | null;
  independencePercent: Sourced<number> | null;
};

export type RiskManagement = { statements: Sourced<string>[] };

export type DisclosureFrameworks = {
  hasESGReport: boolean;
  sustainabilityReportType: Sourced<string> | null;
  identifiedFrameworks: Sourced<string>[];
  reportingStandards: Sourced<string>[];
  thirdPartyVerification: Sourced<string> | null;
  reportingFrequency: Sourced<string> | null;
};

export type DataQuality = "High" | "Medium" | "Low";

export type SourcePage = { url: string; title: string; valuesFound: number };

/** Scraped company data (spec part 2 §3), every value carrying its provenance. */
export type ScrapedCompanyData = {
  companyName: string;
  websiteUrl: string;
  dataQuality: DataQuality;
  /** Share (0-100) of the tracked data points that were found. */
  completeness: number;
  sources: SourcePage[];
  lastUpdated: string;
  environmentalData: {
    carbonEmissions: CarbonEmissions;
    energyUsage: EnergyUsage;
    environmentalPolicies: Sourced<string>[];
  };
  socialData: {
    employeeCount: Sourced<number> | null;
    diversityMetrics: DiversityMetrics;
    laborPractices: Sourced<string>[];
  };
  governanceData: {
    boardComposition: BoardComposition;
    riskManagement: RiskManagement;
    ethicsPolicies: Sourced<string>[];
  };
  disclosureFrameworks: DisclosureFrameworks;
};

export type RegulatoryStatus = "Referenced" | "Pending";

/** Academic analysis (spec part 2 §3). */
export type AcademicAnalysis = {
  overallScore: number;
  environmentalScore: number;
  socialScore: number;
  governanceScore: number;
  integrationApproach: {
    exclusionsBased: { screeningCriteria: string[] };
    esgInvesting: string;
    impactInvesting: string;
  };
  riskAssessment: { portfolioImplications: string[] };
  alphaGeneration: { potential: "High" | "Medium" | "Low" };
  materialityAssessment: { factors: Record<string, number> };
  stewardshipRecommendations: { engagementPriorities: string[] };
  regulatoryCompliance: { csrd: RegulatoryStatus; tcfd: RegulatoryStatus; sec: RegulatoryStatus };
};

export type CheckStatus = "pass" | "fail" | "skipped";
export type VerificationCheck = { name: string; status: CheckStatus; detail: string };
export type Discrepancy = { field: string; message: string; source: "consistency" | "llm" };
export type LlmCrossCheck = {
  status: "completed" | "skipped" | "failed";
  note: string;
  results: { field: string; supported: boolean; comment: string }[];
};
export type VerificationResult = {
  checks: VerificationCheck[];
  discrepancies: Discrepancy[];
  llm: LlmCrossCheck;
};
