import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { MAIN_CONTENT_ID } from "../../components/layout/skip-link";
import { Logo } from "../../components/logo";
import { NavButton } from "../../components/nav-button";
import { cn } from "../../lib/cn";

/**
 * The signed-out card of the login, sign-up and invitation screens: the product title (h1), a subtitle, the
 * form, and Back to Home under the card.
 */
export function AuthShell({
  subtitle,
  children,
  wide = false,
}: {
  subtitle: string;
  children: ReactNode;
  /** The sign-up form has more fields: a little more room on larger screens. */
  wide?: boolean;
}) {
  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-10">
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={cn("w-full", wide ? "max-w-md" : "max-w-sm")}>
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <div className="flex flex-col items-center text-center">
            <h1 className="flex flex-col items-center gap-3">
              <Logo />
            </h1>
            <p className="mt-2 text-sm text-slate-600">{subtitle}</p>
          </div>
          {children}
        </div>
        <div className="mt-6 flex justify-center">
          <NavButton to="/" variant="ghost">
            <ArrowLeft aria-hidden="true" />
            Back to Home
          </NavButton>
        </div>
      </main>
    </div>
  );
}
