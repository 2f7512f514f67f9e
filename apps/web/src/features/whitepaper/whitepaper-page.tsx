import { ArrowLeft, Download, FileCode2 } from "lucide-react";
import { DemoRequestButton } from "../../components/demo-request-button";
import { AppShell } from "../../components/layout/app-shell";
import { MAIN_CONTENT_ID } from "../../components/layout/skip-link";
import { Logo } from "../../components/logo";
import { NavButton } from "../../components/nav-button";
import { Button } from "../../components/ui/button";
import { Tooltip, TooltipProvider } from "../../components/ui/tooltip";
import { useCurrentUser } from "../../lib/auth";
import { PRODUCT_NAME } from "../../lib/brand";
import { useDocumentTitle } from "../../lib/use-document-title";
import { WhitepaperBody } from "./whitepaper-body";

export const TECHNICAL_OVERVIEW_ID = "technical-overview";

/**
 * The public whitepaper (spec part 1 §2): the product and its methodology, printable to PDF. A visitor sees the
 * public bar (Back to Home, Login); a signed-in user the app's own bar, so the app does not seem to sign them out.
 */
export function WhitepaperPage() {
  useDocumentTitle("Whitepaper");
  const signedIn = Boolean(useCurrentUser().data);
  if (signedIn) {
    return (
      <AppShell>
        <div className="bg-white">
          <WhitepaperArticle />
        </div>
      </AppShell>
    );
  }
  return (
    <TooltipProvider>
      <div className="min-h-screen bg-white">
        <header className="border-b border-slate-200 print:hidden">
          <div className="mx-auto flex h-16 max-w-5xl items-center justify-between gap-3 px-4 sm:px-6">
            <Logo compact />
            <nav aria-label="Main" className="flex items-center gap-2">
              <NavButton to="/" variant="ghost">
                <ArrowLeft aria-hidden="true" />
                Back to Home
              </NavButton>
              <NavButton to="/login">Login</NavButton>
            </nav>
          </div>
        </header>
        <main id={MAIN_CONTENT_ID} tabIndex={-1}>
          <WhitepaperArticle />
        </main>
      </div>
    </TooltipProvider>
  );
}

/** The whitepaper itself, the same for visitors and signed-in users. */
function WhitepaperArticle() {
  const showTechnicalOverview = () => {
    const section = document.getElementById(TECHNICAL_OVERVIEW_ID);
    section?.scrollIntoView({ behavior: "smooth", block: "start" });
    section?.focus({ preventScroll: true });
  };

  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14 print:max-w-none print:py-0">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {PRODUCT_NAME} whitepaper
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        AI-assisted ESG and carbon reporting: methodology and platform overview
      </h1>
      <p className="mt-4 text-lg text-slate-600">
        How {PRODUCT_NAME} measures greenhouse gas emissions, scores ESG maturity and supplier risk, and
        prepares disclosures aligned to CSRD/ESRS, the ISSB standards and GRI.
      </p>

      <div className="mt-8 flex flex-wrap gap-3 print:hidden">
        <Tooltip content="Opens the print dialog: choose “Save as PDF” to download">
          <Button onClick={() => window.print()}>
            <Download aria-hidden="true" />
            Download PDF
          </Button>
        </Tooltip>
        <DemoRequestButton label="Schedule Demo" variant="outline" />
        <Button variant="outline" onClick={showTechnicalOverview}>
          <FileCode2 aria-hidden="true" />
          Technical Overview
        </Button>
      </div>

      <WhitepaperBody technicalOverviewId={TECHNICAL_OVERVIEW_ID} />
    </article>
  );
}
