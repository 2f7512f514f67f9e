import { Link } from "@tanstack/react-router";
import { ArrowRight, Settings2 } from "lucide-react";
import { buttonClasses } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { useRole } from "../../lib/roles";

/** Reporting settings live with the figures they shape, on /carbon; this tab points there. */
export function ReportingTab() {
  const { isAdmin } = useRole();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Settings2 aria-hidden="true" className="size-4 text-slate-500" />
          Reporting settings
        </CardTitle>
        <CardDescription>
          Fiscal-year start, base year, Scope 3 category 3 and the consolidation approach. Every report and
          total follows them.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col items-start gap-3">
        <p className="text-sm text-slate-600">
          {isAdmin
            ? "They are edited next to the figures they shape, in Carbon Analysis."
            : "Only admins change them; you can read them in Carbon Analysis."}
        </p>
        <Link to="/carbon" search={{ settings: "open" }} className={buttonClasses({ variant: "outline" })}>
          Open reporting settings
          <ArrowRight aria-hidden="true" />
        </Link>
      </CardContent>
    </Card>
  );
}
