import type { ReactNode } from "react";
import { ScrollRegion } from "../../components/ui/scroll-region";
import { PRODUCT_NAME } from "../../lib/brand";

function Section({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      tabIndex={id ? -1 : undefined}
      className="mt-12 scroll-mt-6 outline-none print:break-inside-avoid-page"
    >
      <h2 className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">{title}</h2>
      <div className="mt-4 space-y-4 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

function H3({ children }: { children: ReactNode }) {
  return <h3 className="pt-2 text-base font-semibold text-slate-900">{children}</h3>;
}

const FRAMEWORKS = [
  {
    name: "CSRD / ESRS",
    scope:
      "EU Corporate Sustainability Reporting Directive (2022/2464) and the European Sustainability Reporting Standards",
    coverage:
      "Double materiality (ESRS 1), general disclosures (ESRS 2), climate change (E1), own workforce (S1), workers in the value chain (S2), business conduct (G1)",
  },
  {
    name: "ISSB",
    scope: "IFRS S1 General Requirements and IFRS S2 Climate-related Disclosures",
    coverage:
      "Governance, strategy, risk management, metrics and targets; scope 1, 2 and 3 emissions; transition plans",
  },
  {
    name: "GRI",
    scope: "GRI Universal Standards (GRI 1-3) and topic standards",
    coverage:
      "GRI 305 Emissions, GRI 308 and GRI 414 supplier environmental and social assessment, GRI 2 general disclosures",
  },
] as const;

/** The text of the whitepaper. */
export function WhitepaperBody({ technicalOverviewId }: { technicalOverviewId: string }) {
  return (
    <>
      <Section title="1. Executive summary">
        <p>
          Sustainability reporting has moved from voluntary brochures to audited disclosure. Companies in
          scope of the CSRD must report against the ESRS with limited assurance; investors expect climate
          disclosures under IFRS S2; customers ask for GRI-referenced data and supplier questionnaires. Most
          of the effort still goes into collecting activity data, converting it into emissions, and rewriting
          the same facts for each framework.
        </p>
        <p>
          {PRODUCT_NAME} keeps one set of company data and derives everything from it: an ESG maturity score
          with peer benchmarks, a greenhouse gas inventory by scope with forecasts and reduction scenarios, a
          supplier risk heatmap, and reports generated from current figures at the moment they are downloaded.
          An AI assistant answers questions about that data in plain language.
        </p>
      </Section>

      <Section id={technicalOverviewId} title="2. Technical overview: carbon accounting methodology">
        <H3>GHG Protocol scopes 1, 2 and 3</H3>
        <p>
          The inventory follows the GHG Protocol Corporate Accounting and Reporting Standard.{" "}
          <strong>Scope 1</strong> covers direct emissions from sources the company owns or controls (boilers,
          furnaces, company vehicles, generators, process emissions). <strong>Scope 2</strong> covers
          purchased electricity, heat and steam, reported location-based and, where contractual instruments
          exist, market-based as the Scope 2 Guidance requires. <strong>Scope 3</strong> covers the other
          indirect emissions of the value chain across the fifteen categories of the Scope 3 Standard, such as
          purchased goods and services (category 1), fuel- and energy-related activities (category 3),
          transport (categories 4 and 9) and business travel (category 6).
        </p>
        <H3>From activity data to tonnes of CO2e</H3>
        <p>
          Each activity record (a meter reading, a fuel receipt, a travel expense, a supplier invoice) is
          normalised to the unit of its emission factor and multiplied by it: emissions = activity quantity ×
          emission factor. Results are kept in kilograms of CO2 equivalent and shown in tonnes. Every
          calculated figure stores the factor, its source and its year, so an auditor can trace it back to the
          publication.
        </p>
        <H3>Emission factors</H3>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            UK Government GHG Conversion Factors for Company Reporting (DESNZ, formerly DEFRA), 2024 set.
          </li>
          <li>US EPA GHG Emission Factors Hub 2024, including eGRID2022 electricity subregion rates.</li>
          <li>Ember Yearly Electricity Data for national grid intensities outside the UK and US.</li>
          <li>
            US EPA Supply Chain GHG Emission Factors (USEEIO) for spend-based scope 3 estimates where no
            supplier data exists.
          </li>
        </ul>
        <p>
          Global warming potentials are the 100-year values of the IPCC Fifth Assessment Report (AR5), as used
          by the published factor sets. Spend-based estimates are flagged as lower-quality data and replaced
          by supplier-specific figures as suppliers respond.
        </p>
        <H3>Forecasts and scenarios</H3>
        <p>
          Forecasts project the current trajectory of each scope and compare it with an optimised scenario
          that applies reduction levers (energy efficiency, renewable electricity, supply-chain engagement)
          with their expected reduction, timeline and investment, towards a net-zero target.
        </p>
      </Section>

      <Section title="3. ESG maturity scoring">
        <p>
          The maturity model scores the environmental, social and governance pillars from 0 to 100. Each
          pillar is the weighted result of named sub-scores (for example energy management, emissions
          intensity, workforce safety, board oversight of sustainability, disclosure completeness) that are
          computed from the company&apos;s own data rather than self-declared. Scores are compared with
          industry peers and expressed as percentiles, so a company sees not only where it stands but which
          improvement moves it furthest.
        </p>
        <p>
          The dashboard radar adds three cross-cutting dimensions (biodiversity, human rights and data
          security) to give a complete picture, and the AI insight summarises the strengths, weaknesses and
          next steps in plain language.
        </p>
      </Section>

      <Section title="4. Supplier risk analytics">
        <p>
          Value-chain due diligence is central to ESRS S2 and to scope 3. Each supplier receives a risk tier
          (high, medium or low) from its sector, country and performance, and a disclosure score out of 100
          from the quality of its questionnaire answers and public reporting. The heatmap shows who has
          responded and where engagement will reduce risk and improve scope 3 data quality most.
        </p>
      </Section>

      <Section title="5. Framework alignment">
        <p>
          One data model feeds every framework, so a figure reported under CSRD, ISSB and GRI is the same
          figure.
        </p>
        <ScrollRegion label={`Frameworks covered by ${PRODUCT_NAME}`}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Frameworks covered by {PRODUCT_NAME}</caption>
            <thead className="border-b border-slate-200 text-slate-500">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Framework
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  Standard
                </th>
                <th scope="col" className="py-2 font-medium">
                  What the platform covers
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 align-top">
              {FRAMEWORKS.map((f) => (
                <tr key={f.name}>
                  <th scope="row" className="py-2 pr-4 font-semibold whitespace-nowrap text-slate-900">
                    {f.name}
                  </th>
                  <td className="py-2 pr-4">{f.scope}</td>
                  <td className="py-2">{f.coverage}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </Section>

      <Section title="6. AI with guardrails">
        <p>
          The assistant answers from the company&apos;s own data: its assessment, inventory, suppliers and
          reports. When a large language model is configured it drafts the answer from that context; otherwise
          a built-in analyst answers deterministically and the answer is labelled as such. Answers are
          rendered as sanitised text, never executed, and every number they quote can be found in the
          underlying screens. AI output supports the sustainability team; it does not replace review before
          publication.
        </p>
      </Section>

      <Section title="7. Security and data protection">
        <p>
          Sessions use random secrets of which only a hash is stored, in HttpOnly, SameSite cookies; passwords
          are hashed with a memory-hard algorithm; every record is scoped to its company; cross-site writes
          are refused and a strict content security policy applies to every page.
        </p>
      </Section>

      <Section title="8. Getting started">
        <p>
          A demo workspace with a sample manufacturer is available now. Sign in with the username{" "}
          <strong>demo</strong> and the password <strong>demo</strong>, explore the dashboard, and reset the
          sample data at any time.
        </p>
      </Section>
    </>
  );
}
