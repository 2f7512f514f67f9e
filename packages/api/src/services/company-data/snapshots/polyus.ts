import { type CompanySnapshot, snapshotHtml } from "./types";

/**
 * Polyus (gold miner, the "disclosure frameworks" demo card). Sources, each named in its page:
 * - polyus.com/en/sustainability/environment/climate_change (ICMM COP21 statement 2015, SDGs 12 and 13,
 *   15 % GHG reduction target for 2020 vs 2015, Operations Committee of the Board oversees climate risks);
 * - sustainability.polyus.com/en/sustainability_approach (priority SDGs, ICMM member 2015-2022);
 * - diggingforclimatechange.com "The 10 steps to a good climate strategy" by Polyus (2021 climate risk
 *   assessment, Scope 1 and 2 targets, own Scope 3 methodology, SDGs, TCFD and IPCC used);
 * - ditchcarbon.com/r/polyus-sustainability-report-highlights (third-party summary of Polyus' reporting:
 *   2023 Scope 1 ≈ 1,327,000,000 kg CO2e, Scope 2 ≈ 79,000,000 kg CO2e, Scope 3 ≈ 2,055,000,000 kg CO2e).
 */
const SITE = "Polyus";

export const POLYUS_SNAPSHOT: CompanySnapshot = {
  websiteUrl: "https://sustainability.polyus.com/en/",
  companyName: SITE,
  pages: [
    {
      url: "https://sustainability.polyus.com/en/sustainability_approach",
      html: snapshotHtml({
        title: "Polyus | Our approach to sustainability",
        siteName: SITE,
        source: "https://sustainability.polyus.com/en/sustainability_approach",
        body: `<h1>Our approach to sustainability</h1>
<p>Polyus bases its sustainability approach on globally recognised standards, above all the UN Sustainable Development Goals (SDGs); ten SDGs are prioritised, including Goal 7 Affordable and Clean Energy and Goal 13 Climate Action.</p>
<p>From 2015 to 2022 Polyus was a member of the International Council on Mining and Metals (ICMM) and continues to follow the ten ICMM principles, among them Ethical Business, Human Rights, Risk Management, and Health and Safety.</p>`,
      }),
    },
    {
      url: "http://polyus.com/en/sustainability/environment/climate_change/",
      html: snapshotHtml({
        title: "Polyus | Climate change",
        siteName: SITE,
        source: "http://polyus.com/en/sustainability/environment/climate_change/",
        body: `<h1>Climate change</h1>
<p>Reducing greenhouse gas emissions is one of the company's sustainable development priorities; Polyus has set a target of a 15% reduction in greenhouse gas emissions by 2020 against 2015.</p>
<p>Climate-related risks are overseen by the Chief Operating Officer and the Operations Committee of the Board of Directors.</p>
<p>In 2015 Polyus supported the ICMM climate change statement issued before COP21.</p>`,
      }),
    },
    {
      url: "https://www.diggingforclimatechange.com/articles/the-10-steps-to-a-good-climate-strategy",
      html: snapshotHtml({
        title: "Polyus climate strategy",
        siteName: SITE,
        source: "https://www.diggingforclimatechange.com/articles/the-10-steps-to-a-good-climate-strategy",
        body: `<h1>Climate strategy</h1>
<p>In 2021 Polyus launched climate risk assessment at all business units, set reduction targets for Scope 1 and 2 emissions and devised its own methodology for Scope 3 emissions, leading to its first Climate Strategy.</p>
<p>The strategy draws on the SDGs, the Task Force on Climate-related Financial Disclosures (TCFD) and IPCC recommendations.</p>`,
      }),
    },
    {
      url: "https://ditchcarbon.com/r/polyus-sustainability-report-highlights",
      html: snapshotHtml({
        title: "Polyus emissions 2023 (third-party summary)",
        siteName: SITE,
        source:
          "DitchCarbon, https://ditchcarbon.com/r/polyus-sustainability-report-highlights (summary of Polyus reporting; figures approximate)",
        body: `<h1>Greenhouse gas emissions, 2023</h1>
<table><thead><tr><th>Indicator</th><th>2023</th></tr></thead><tbody>
<tr><td>Scope 1 emissions</td><td>1,327,000,000 kg CO2e</td></tr>
<tr><td>Scope 2 emissions</td><td>79,000,000 kg CO2e</td></tr>
<tr><td>Scope 3 emissions</td><td>2,055,000,000 kg CO2e</td></tr>
</tbody></table>`,
      }),
    },
  ],
};
