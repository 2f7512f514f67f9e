import type { AcademicAnalysis } from "@esg/domain";
import { Badge } from "../../../components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Progress } from "../../../components/ui/progress";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";

const List = ({ items, empty }: { items: string[]; empty: string }) =>
  items.length === 0 ? (
    <p className="text-sm text-slate-500">{empty}</p>
  ) : (
    <ul className="list-disc space-y-1 pl-5 text-sm text-slate-800">
      {items.map((i) => (
        <li key={i}>{i}</li>
      ))}
    </ul>
  );

export function AcademicAnalysisCard({ analysis: a }: { analysis: AcademicAnalysis | undefined }) {
  const status = a?.regulatoryCompliance ?? { csrd: "Pending", tcfd: "Pending", sec: "Pending" };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Academic Analysis</CardTitle>
        <CardDescription>Disclosure-based scores (0-100) from the extracted data.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {a ? (
          <>
            <dl className="grid gap-3 sm:grid-cols-4">
              {(
                [
                  ["Overall Score", a.overallScore],
                  ["Environmental", a.environmentalScore],
                  ["Social", a.socialScore],
                  ["Governance", a.governanceScore],
                ] as const
              ).map(([label, score]) => (
                <div key={label}>
                  <dt className="text-xs text-slate-500">{label}</dt>
                  <dd className="text-xl font-bold">{score}</dd>
                </div>
              ))}
            </dl>
            <p className="text-sm">
              Alpha generation potential: <strong>{a.alphaGeneration.potential}</strong>
            </p>
            <Tabs defaultValue="integration">
              <TabsList aria-label="Academic analysis">
                <TabsTrigger value="integration">Integration Approach</TabsTrigger>
                <TabsTrigger value="risk">Risk Assessment</TabsTrigger>
                <TabsTrigger value="materiality">Materiality</TabsTrigger>
                <TabsTrigger value="stewardship">Stewardship</TabsTrigger>
              </TabsList>
              <TabsContent value="integration" className="space-y-2 text-sm">
                <h4 className="font-semibold">Exclusions-based screening criteria</h4>
                <List
                  items={a.integrationApproach.exclusionsBased.screeningCriteria}
                  empty="No screening flags"
                />
                <p>
                  <strong>ESG investing:</strong> {a.integrationApproach.esgInvesting}
                </p>
                <p>
                  <strong>Impact investing:</strong> {a.integrationApproach.impactInvesting}
                </p>
              </TabsContent>
              <TabsContent value="risk">
                <List items={a.riskAssessment.portfolioImplications} empty="No portfolio implications" />
              </TabsContent>
              <TabsContent value="materiality" className="space-y-2">
                {Object.entries(a.materialityAssessment.factors).map(([name, score]) => (
                  <div key={name} className="text-sm">
                    <div className="flex justify-between">
                      <span>{name}</span>
                      <span>{score}</span>
                    </div>
                    <Progress value={score} label={name} />
                  </div>
                ))}
              </TabsContent>
              <TabsContent value="stewardship">
                <List
                  items={a.stewardshipRecommendations.engagementPriorities}
                  empty="No engagement priorities"
                />
              </TabsContent>
            </Tabs>
          </>
        ) : (
          <p className="text-sm text-slate-500">
            Run Extract + AI Verify or a demo to see the academic analysis.
          </p>
        )}
        <div>
          <h4 className="text-sm font-semibold text-slate-800">Regulatory Compliance</h4>
          <ul className="mt-1 flex flex-wrap gap-2 text-sm">
            {(["csrd", "tcfd", "sec"] as const).map((k) => (
              <li key={k}>
                {k.toUpperCase()}:{" "}
                <Badge tone={status[k] === "Pending" ? "amber" : "green"}>{status[k] ?? "Pending"}</Badge>
              </li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
