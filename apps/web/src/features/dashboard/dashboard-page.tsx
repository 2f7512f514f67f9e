import { useQuery } from "@tanstack/react-query";
import { AlertTriangle, Building2 } from "lucide-react";
import { AfterFirstPaint } from "../../components/after-first-paint";
import { Spinner } from "../../components/ui/spinner";
import { useCurrentUser } from "../../lib/auth";
import { useTRPC } from "../../lib/trpc";
import { useDocumentTitle } from "../../lib/use-document-title";
import { SetupChecklistCard } from "../onboarding/setup-checklist-card";
import { WelcomeHeading } from "../onboarding/welcome-heading";
import { AiAssistantCard } from "./ai-assistant-card";
import { CarbonForecastCard } from "./carbon-forecast-card";
import { EsgScorecardCard } from "./esg-scorecard-card";
import { LatestReportsCard } from "./latest-reports-card";
import { SupplierHeatmapCard } from "./supplier-heatmap-card";

/** The signed-in home screen at / and /dashboard (spec part 1 §2 "Dashboard"), inside the app shell. */
export function DashboardPage() {
  useDocumentTitle("Dashboard");
  const trpc = useTRPC();
  const { data: user } = useCurrentUser();
  const dashboard = useQuery(trpc.dashboard.get.queryOptions());
  const companyName = dashboard.data?.company.name ?? user?.company.name;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
      <div className="mb-6">
        <WelcomeHeading
          name={user?.name}
          className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
        />
        {companyName ? (
          <p className="mt-1 flex items-center gap-1.5 text-slate-600">
            <Building2 aria-hidden="true" className="size-4 shrink-0" />
            <span data-testid="company-name">{companyName}</span>
          </p>
        ) : null}
      </div>

      <SetupChecklistCard />

      {dashboard.isPending ? (
        <div className="flex justify-center py-24">
          <Spinner label="Loading dashboard" />
        </div>
      ) : dashboard.isError ? (
        <div
          role="alert"
          className="flex items-center gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
        >
          <AlertTriangle aria-hidden="true" className="size-5 shrink-0" />
          Failed to load dashboard data
        </div>
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <EsgScorecardCard assessment={dashboard.data.assessment} />
          <CarbonForecastCard />
          {/* Below the fold on a phone and at the bottom of a desktop screen: painted a task after the cards above. */}
          <AfterFirstPaint>
            <LatestReportsCard documents={dashboard.data.documents} />
            <SupplierHeatmapCard suppliers={dashboard.data.suppliers} total={dashboard.data.supplierCount} />
            <AiAssistantCard className="lg:col-span-2" />
          </AfterFirstPaint>
        </div>
      )}
    </div>
  );
}
