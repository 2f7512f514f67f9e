import type { EmissionFigure, ScrapedCompanyData } from "@esg/domain";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { fmtNumber, SourcedValue, StatementList } from "./sourced-value";

const emission = (f: EmissionFigure | null) =>
  f
    ? `${fmtNumber(f.tonnesCo2e)} t CO2e${f.year ? ` (${f.year})` : ""}${
        f.reportedUnit.replace(/\s/g, "").toLowerCase() !== "tco2e"
          ? ` · reported ${fmtNumber(f.reportedValue)} ${f.reportedUnit}`
          : ""
      }`
    : null;

const pct = (v: { value: number } | null) => (v ? `${v.value}%` : null);

/** Environmental / Social / Governance sub-tabs of the results (spec part 2 §2). */
export function EsgTabs({ data }: { data: ScrapedCompanyData }) {
  const c = data.environmentalData.carbonEmissions;
  const e = data.environmentalData.energyUsage;
  const d = data.socialData.diversityMetrics;
  const b = data.governanceData.boardComposition;
  return (
    <Tabs defaultValue="environmental">
      <TabsList aria-label="ESG data">
        <TabsTrigger value="environmental">Environmental</TabsTrigger>
        <TabsTrigger value="social">Social</TabsTrigger>
        <TabsTrigger value="governance">Governance</TabsTrigger>
      </TabsList>
      <TabsContent value="environmental" className="space-y-4">
        <h3 className="text-sm font-semibold text-slate-800">Carbon Emissions</h3>
        <dl className="grid gap-3 sm:grid-cols-2">
          <SourcedValue label="Scope 1" value={emission(c.scope1)} source={c.scope1} />
          <SourcedValue label="Scope 2" value={emission(c.scope2)} source={c.scope2} />
          <SourcedValue label="Scope 3" value={emission(c.scope3)} source={c.scope3} />
          <SourcedValue label="Total" value={emission(c.total)} source={c.total} />
        </dl>
        <h3 className="text-sm font-semibold text-slate-800">Energy Usage</h3>
        <dl className="grid gap-3 sm:grid-cols-2">
          <SourcedValue
            label="Total energy"
            value={
              e.total ? `${fmtNumber(e.total.mwh)} MWh${e.total.year ? ` (${e.total.year})` : ""}` : null
            }
            source={e.total}
          />
          <SourcedValue label="Renewable share" value={pct(e.renewablePercent)} source={e.renewablePercent} />
        </dl>
        <StatementList title="Environmental Policies" items={data.environmentalData.environmentalPolicies} />
      </TabsContent>
      <TabsContent value="social" className="space-y-4">
        <dl className="grid gap-3 sm:grid-cols-2">
          <SourcedValue
            label="Employee count"
            value={data.socialData.employeeCount ? fmtNumber(data.socialData.employeeCount.value) : null}
            source={data.socialData.employeeCount}
          />
          <SourcedValue
            label="Women in workforce"
            value={pct(d.womenWorkforcePercent)}
            source={d.womenWorkforcePercent}
          />
          <SourcedValue
            label="Women in management"
            value={pct(d.womenManagementPercent)}
            source={d.womenManagementPercent}
          />
          <SourcedValue
            label="Women on the board"
            value={pct(d.womenBoardPercent)}
            source={d.womenBoardPercent}
          />
        </dl>
        <StatementList title="Labor Practices" items={data.socialData.laborPractices} />
      </TabsContent>
      <TabsContent value="governance" className="space-y-4">
        <dl className="grid gap-3 sm:grid-cols-3">
          <SourcedValue label="Board size" value={b.boardSize?.value ?? null} source={b.boardSize} />
          <SourcedValue
            label="Independent directors"
            value={b.independentDirectors?.value ?? null}
            source={b.independentDirectors}
          />
          <SourcedValue
            label="Board independence"
            value={pct(b.independencePercent)}
            source={b.independencePercent}
          />
        </dl>
        <StatementList title="Risk Management" items={data.governanceData.riskManagement.statements} />
        <StatementList title="Ethics Policies" items={data.governanceData.ethicsPolicies} />
      </TabsContent>
    </Tabs>
  );
}
