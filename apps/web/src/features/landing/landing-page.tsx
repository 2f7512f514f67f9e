import { ArrowRight } from "lucide-react";
import { DemoRequestButton } from "../../components/demo-request-button";
import { MAIN_CONTENT_ID } from "../../components/layout/skip-link";
import { Logo } from "../../components/logo";
import { NavButton } from "../../components/nav-button";
import { PRODUCT_NAME } from "../../lib/brand";
import { useDocumentTitle } from "../../lib/use-document-title";
import { LANDING_FEATURES } from "./feature-cards";

/** The public marketing page (spec part 1 §2 "Landing page"). */
export function LandingPage() {
  useDocumentTitle("ESG & carbon reporting");
  return (
    <div className="flex min-h-screen flex-col bg-white">
      <header className="border-b border-slate-200 bg-white/90 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
          <Logo />
          <nav aria-label="Main" className="flex items-center gap-2">
            <NavButton to="/whitepaper" variant="ghost">
              Whitepaper
            </NavButton>
            <NavButton to="/login">Login</NavButton>
          </nav>
        </div>
      </header>

      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1">
        <section className="bg-gradient-to-b from-brand-50 to-white">
          <div className="mx-auto max-w-4xl px-4 py-20 text-center sm:px-6 sm:py-28">
            <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-6xl">
              Uncover ESG insights in minutes.
            </h1>
            <p className="mt-5 text-lg text-slate-600 sm:text-xl">
              Powered by AI. Aligned to CSRD, ISSB, GRI.
            </p>
            <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
              <DemoRequestButton label="Request Demo" size="lg" className="w-full sm:w-auto" />
              <NavButton to="/login" variant="outline" size="lg" className="w-full sm:w-auto">
                See It In Action
                <ArrowRight aria-hidden="true" />
              </NavButton>
            </div>
          </div>
        </section>

        <section aria-labelledby="platform-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
          <h2
            id="platform-heading"
            className="text-center text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            Comprehensive ESG Management Platform
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {LANDING_FEATURES.map(({ title, icon: Icon, text }) => (
              <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <span
                  aria-hidden="true"
                  className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-700"
                >
                  <Icon className="size-5" />
                </span>
                <h3 className="mt-4 text-base font-semibold text-slate-900">{title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{text}</p>
              </li>
            ))}
          </ul>
        </section>
      </main>

      <footer className="border-t border-slate-200">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 px-4 py-6 text-sm text-slate-500 sm:flex-row sm:px-6">
          <span>
            © {new Date().getFullYear()} {PRODUCT_NAME}
          </span>
          <span>GHG Protocol · CSRD/ESRS · ISSB · GRI</span>
        </div>
      </footer>
    </div>
  );
}
