import { type CompanySnapshot, snapshotHtml } from "./types";

/**
 * Amaroq Minerals (gold developer in South Greenland, the "mining company" demo card). No emissions or workforce
 * figure could be sourced, so none is included. Sources, each named in its page:
 * - mining-technology.com/?p=669888 and eldoradogold.net (Government of Greenland approved the EIA and SIA of
 *   the Nalunaq project; Nalunaq 30 km north-east of Nanortalik, acquired 2015; statement by Joan Plant,
 *   ESG executive vice-president, on the Impact Benefit Agreement with the Government of Greenland and
 *   Kommune Kujalleq);
 * - globalflowcontrol.com newsroom (the SIA's emphasis on job creation, training and skills, business for
 *   Greenlandic companies; EIA mitigation and monitoring measures integrated into design).
 */
const SITE = "Amaroq Minerals";

export const AMAROQ_SNAPSHOT: CompanySnapshot = {
  websiteUrl: "https://www.amaroqminerals.com/",
  companyName: SITE,
  pages: [
    {
      url: "https://eldoradogold.net/news/amaroq-receives-critical-approvals-for-nalunaq-gold-project-in-greenland",
      html: snapshotHtml({
        title: "Amaroq Minerals | Nalunaq approvals",
        siteName: SITE,
        source:
          "https://eldoradogold.net/news/amaroq-receives-critical-approvals-for-nalunaq-gold-project-in-greenland (also mining-technology.com/?p=669888)",
        body: `<h1>Environmental and social approvals for Nalunaq</h1>
<p>The Government of Greenland approved the environmental impact assessment (EIA) and social impact assessment (SIA) for the Nalunaq gold project, 30 km north-east of Nanortalik, which Amaroq acquired in 2015.</p>
<p>The EIA sets out mitigation and monitoring measures to minimise negative environmental effects through construction, operations, closure and post-closure.</p>
<p>Amaroq's ESG executive vice-president said the approvals confirm alignment with government guidelines and announced work on an Impact Benefit Agreement with the Government of Greenland and Kommune Kujalleq.</p>`,
      }),
    },
    {
      url: "https://globalflowcontrol.com/newsroom/amaroq-secures-environmental-and-social-approvals-for-greenland-gold-mine/",
      html: snapshotHtml({
        title: "Amaroq Minerals | Social impact",
        siteName: SITE,
        source:
          "https://globalflowcontrol.com/newsroom/amaroq-secures-environmental-and-social-approvals-for-greenland-gold-mine/",
        body: `<h1>Social impact</h1>
<p>The social impact assessment emphasises job creation, training and skill development opportunities, more business for Greenlandic companies and public revenue through royalties and taxes.</p>
<p>Environmental mitigation and monitoring measures from the EIA are being integrated into the project's design and implementation.</p>`,
      }),
    },
  ],
};
