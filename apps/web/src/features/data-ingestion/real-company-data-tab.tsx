import { useState } from "react";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { EmptyState } from "../../components/ui/empty-state";
import { Field, Input } from "../../components/ui/form-controls";
import { Spinner } from "../../components/ui/spinner";
import { useRole } from "../../lib/roles";
import { CompanyDataResults } from "./company-data/company-data-results";
import { useCompanyScrape } from "./company-data/use-company-scrape";

/** The live demo site of the energy-company card (fetched through the same SSRF-safe pipeline). */
export const ENERGY_DEMO_URL = "https://www.equinor.com/sustainability";

/**
 * Real Company Data (spec part 2 §2): extract ESG data from a company website, optionally with verification,
 * or run a demo card. Extracting stores data, so roles that read only see the latest extraction.
 */
export function RealCompanyDataTab() {
  const { canWrite } = useRole();
  return canWrite ? <ExtractAndResults /> : <LatestResults />;
}

function LatestResults() {
  const s = useCompanyScrape();
  if (s.loadingLatest) return <Spinner label="Loading company data" />;
  return s.result ? (
    <CompanyDataResults result={s.result} />
  ) : (
    <EmptyState message="No company data has been extracted yet. Admins and editors can extract it from a company website." />
  );
}

function ExtractAndResults() {
  const [url, setUrl] = useState("");
  const s = useCompanyScrape();
  const busy = s.running !== null;
  const blocked = busy || url.trim() === "";
  const demos = [
    {
      title: "Amaroq Minerals",
      description: "Mining company: gold in South Greenland (bundled public-source snapshot).",
      run: s.amaroq,
    },
    {
      title: "Equinor",
      description: "Large energy company with AI verification (live website).",
      run: () => {
        setUrl(ENERGY_DEMO_URL);
        s.verify(ENERGY_DEMO_URL);
      },
    },
    {
      title: "Polyus",
      description: "Gold miner with disclosure frameworks (bundled public-source snapshot).",
      run: s.polyus,
    },
  ];
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle as="h2">Extract Company ESG Data</CardTitle>
          <CardDescription>Every value links to the page and the text it came from.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          <Field label="Company Website URL">
            {(ids) => (
              <Input
                {...ids}
                type="url"
                inputMode="url"
                placeholder="https://www.example.com"
                value={url}
                onChange={(e) => setUrl(e.target.value)}
              />
            )}
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button disabled={blocked} onClick={() => s.scrape(url.trim())}>
              Extract ESG Data
            </Button>
            <Button variant="outline" disabled={blocked} onClick={() => s.verify(url.trim())}>
              Extract + AI Verify
            </Button>
          </div>
          {busy ? (
            <div
              role="status"
              aria-label="Extraction in progress"
              className="flex items-center gap-2 text-sm text-slate-600"
            >
              <Spinner label="Extracting" />
              Fetching pages and extracting ESG data…
            </div>
          ) : null}
        </CardContent>
      </Card>
      <section aria-label="Demo companies" className="grid gap-3 md:grid-cols-3">
        {demos.map((demo) => (
          <Card key={demo.title}>
            <CardHeader>
              <CardTitle as="h3">{demo.title}</CardTitle>
              <CardDescription>{demo.description}</CardDescription>
            </CardHeader>
            <CardContent>
              {/* The name starts with the visible text, so speech input users can say what they see. */}
              <Button variant="outline" disabled={busy} onClick={demo.run}>
                Run Demo<span className="sr-only"> for {demo.title}</span>
              </Button>
            </CardContent>
          </Card>
        ))}
      </section>
      {s.result ? <CompanyDataResults result={s.result} /> : null}
    </div>
  );
}
