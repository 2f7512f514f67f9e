import type { AcademicAnalysis, ScrapedCompanyData } from "@esg/domain";
import { screen, waitFor, within } from "@testing-library/react";
import { delay } from "msw";
import { describe, expect, test } from "vitest";
import { mockApi } from "../../../test/api";
import { renderApp } from "../../../test/render-app";
import { findToast } from "../../../test/toasts";
import { callsTo, type ProcedureMap, trpcError } from "../../../test/trpc-msw";

const SRC = "https://acme.example/esg";
const data: ScrapedCompanyData = {
  companyName: "Acme Mining",
  websiteUrl: "https://acme.example",
  dataQuality: "Medium",
  completeness: 44,
  sources: [
    { url: "https://acme.example/", title: "Home", valuesFound: 1 },
    { url: SRC, title: "ESG", valuesFound: 6 },
  ],
  lastUpdated: "2026-11-20T10:00:00.000Z",
  environmentalData: {
    carbonEmissions: {
      scope1: {
        tonnesCo2e: 52300,
        reportedValue: 52300,
        reportedUnit: "tCO2e",
        year: 2023,
        sourceUrl: SRC,
        quote: "Scope 1 emissions (tCO2e) | 2023: 52,300",
      },
      scope2: null,
      scope3: null,
      total: null,
    },
    energyUsage: { total: null, renewablePercent: null },
    environmentalPolicies: [
      { value: "Climate Change Policy", sourceUrl: SRC, quote: "Our Climate Change Policy…" },
    ],
  },
  socialData: {
    employeeCount: { value: 2300, sourceUrl: "https://acme.example/", quote: "Acme employs 2,300 people." },
    diversityMetrics: { womenWorkforcePercent: null, womenManagementPercent: null, womenBoardPercent: null },
    laborPractices: [],
  },
  governanceData: {
    boardComposition: {
      boardSize: { value: 9, sourceUrl: SRC, quote: "The Board comprises nine directors" },
      independentDirectors: null,
      independencePercent: null,
    },
    riskManagement: { statements: [] },
    ethicsPolicies: [],
  },
  disclosureFrameworks: {
    hasESGReport: true,
    sustainabilityReportType: {
      value: "Sustainability Report",
      sourceUrl: SRC,
      quote: "Our annual Sustainability Report",
    },
    identifiedFrameworks: [
      { value: "GRI", sourceUrl: SRC, quote: "GRI Standards" },
      { value: "TCFD", sourceUrl: SRC, quote: "TCFD" },
    ],
    reportingStandards: [{ value: "GRI", sourceUrl: SRC, quote: "GRI Standards" }],
    thirdPartyVerification: null,
    reportingFrequency: null,
  },
};
const analysis: AcademicAnalysis = {
  overallScore: 41,
  environmentalScore: 45,
  socialScore: 30,
  governanceScore: 47,
  integrationApproach: {
    exclusionsBased: { screeningCriteria: ["ESG data not independently assured"] },
    esgInvesting: "Partial disclosure: integrate with engagement on the gaps",
    impactInvesting: "No SDG-linked impact reporting found",
  },
  riskAssessment: {
    portfolioImplications: ["Value-chain (Scope 3) carbon exposure cannot be assessed from public data"],
  },
  alphaGeneration: { potential: "Medium" },
  materialityAssessment: { factors: { "Climate Change": 45 } },
  stewardshipRecommendations: { engagementPriorities: ["Disclose Scope 3 (value chain) emissions"] },
  regulatoryCompliance: { csrd: "Pending", tcfd: "Referenced", sec: "Pending" },
};

async function open(procedures: ProcedureMap = {}) {
  const api = mockApi({ procedures: { "companyData.latest": () => null, ...procedures } });
  const app = renderApp("/data-ingestion");
  await screen.findByRole("heading", { level: 1, name: "Data Ingestion" });
  await app.user.click(screen.getByRole("tab", { name: "Real Company Data" }));
  await screen.findByLabelText("Company Website URL");
  return { ...app, api };
}
const extract = () => screen.getByRole("button", { name: "Extract ESG Data" }) as HTMLButtonElement;
const verify = () => screen.getByRole("button", { name: "Extract + AI Verify" }) as HTMLButtonElement;

describe("Real Company Data tab", () => {
  test("URL input, the two extract buttons (disabled while the URL is empty) and three demo cards", async () => {
    const { user } = await open();
    expect(extract().disabled).toBe(true);
    expect(verify().disabled).toBe(true);
    await user.type(screen.getByLabelText("Company Website URL"), "   ");
    expect(extract().disabled).toBe(true);
    await user.type(screen.getByLabelText("Company Website URL"), "acme.example");
    expect(extract().disabled).toBe(false);
    const demos = screen.getByRole("region", { name: "Demo companies" });
    expect(
      within(demos)
        .getAllByRole("heading")
        .map((h) => h.textContent),
    ).toEqual(["Amaroq Minerals", "Equinor", "Polyus"]);
  });

  test("Extract ESG Data sends the URL, shows progress, toasts the server message and shows the results", async () => {
    const { user, api } = await open({
      "companyData.scrape": async () => {
        await delay(50);
        return { data, message: "Extracted ESG data for Acme Mining from 2 pages" };
      },
    });
    await user.type(screen.getByLabelText("Company Website URL"), " https://acme.example ");
    await user.click(extract());
    expect(await screen.findByRole("status", { name: "Extraction in progress" })).toBeVisible();
    expect(extract().disabled).toBe(true);
    expect(verify().disabled).toBe(true);
    await findToast("Success", "Extracted ESG data for Acme Mining from 2 pages");
    expect(callsTo(api.calls, "companyData.scrape")[0]?.input).toEqual({
      websiteUrl: "https://acme.example",
    });
    const results = await screen.findByRole("region", { name: "Extraction results" });
    expect(within(results).getByText("Medium")).toBeVisible();
    expect(
      within(results).getByText("Sources Found").closest("section")?.querySelector("p")?.textContent,
    ).toBe("2");
    expect(within(results).getByText("20 Nov 2026")).toBeVisible();
    expect(
      within(results)
        .getAllByRole("tab")
        .map((t) => t.textContent),
    ).toEqual(expect.arrayContaining(["Environmental", "Social", "Governance"]));
    expect(within(results).getByText("52,300 t CO2e (2023)")).toBeVisible();
    expect(within(results).getByText("Scope 1 emissions (tCO2e) | 2023: 52,300")).toBeVisible();
    expect(within(results).getByRole("heading", { name: "Disclosure Frameworks" })).toBeVisible();
    // No academic analysis on a plain scrape: regulatory status defaults to Pending.
    const reg = within(results).getByText("Regulatory Compliance").parentElement as HTMLElement;
    expect(within(reg).getAllByText("Pending")).toHaveLength(3);
    await user.click(within(results).getByRole("tab", { name: "Governance" }));
    expect(await within(results).findByText("The Board comprises nine directors")).toBeVisible();
  });

  test("a failed extraction toasts 'Scraping Failed' with the server message", async () => {
    const { user } = await open({
      "companyData.scrape": () => {
        throw trpcError(
          "BAD_REQUEST",
          "Refused: localhost resolves to 127.0.0.1, which is not a public internet address",
        );
      },
    });
    await user.type(screen.getByLabelText("Company Website URL"), "http://localhost");
    await user.click(extract());
    const toast = await findToast(
      "Scraping Failed",
      "Refused: localhost resolves to 127.0.0.1, which is not a public internet address",
    );
    expect(toast.dataset.variant).toBe("destructive");
    expect(extract().disabled).toBe(false);
  });

  test("Extract + AI Verify failure without a message uses the default text", async () => {
    const { user } = await open({
      "companyData.scrapeWithVerification": () => {
        throw trpcError("BAD_GATEWAY", "");
      },
    });
    await user.type(screen.getByLabelText("Company Website URL"), "https://acme.example");
    await user.click(verify());
    await findToast("Extraction Failed", "Unable to extract and verify company data");
  });

  test("the Polyus demo card shows the academic analysis with its four tabs", async () => {
    const { user, api } = await open({
      "companyData.scrapePolyus": () => ({
        data,
        academicAnalysis: analysis,
        message: "Extracted ESG data for Polyus",
      }),
    });
    await user.click(screen.getByRole("button", { name: "Run Demo for Polyus" }));
    await findToast("Extraction Complete", "Extracted ESG data for Polyus");
    expect(callsTo(api.calls, "companyData.scrapePolyus")).toHaveLength(1);
    const card = (await screen.findByRole("heading", { name: "Academic Analysis" })).closest(
      "section",
    ) as HTMLElement;
    expect(
      within(card)
        .getAllByRole("tab")
        .map((t) => t.textContent),
    ).toEqual(["Integration Approach", "Risk Assessment", "Materiality", "Stewardship"]);
    expect(within(card).getByText("41")).toBeVisible();
    await user.click(within(card).getByRole("tab", { name: "Stewardship" }));
    expect(await within(card).findByText("Disclose Scope 3 (value chain) emissions")).toBeVisible();
    expect(within(card).getByText("Referenced")).toBeVisible();
  });

  test("the Amaroq demo failure toasts the default text; the last stored extraction is shown on return", async () => {
    const { user } = await open({
      "companyData.scrapeAmaroq": () => {
        throw trpcError("INTERNAL_SERVER_ERROR", "");
      },
      "companyData.latest": () => ({
        id: 1,
        companyId: 1,
        kind: "scrape",
        createdAt: data.lastUpdated,
        data,
        academicAnalysis: null,
        verification: null,
      }),
    });
    expect(await screen.findByRole("region", { name: "Extraction results" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Run Demo for Amaroq Minerals" }));
    await findToast("Scraping Failed", "Unable to extract Amaroq Minerals data");
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Run Demo for Polyus" }).hasAttribute("disabled")).toBe(
        false,
      ),
    );
  });
});
