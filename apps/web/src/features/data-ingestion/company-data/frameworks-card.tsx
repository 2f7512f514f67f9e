import type { DisclosureFrameworks } from "@esg/domain";
import { Badge } from "../../../components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "../../../components/ui/card";
import { SourcedValue } from "./sourced-value";

export function FrameworksCard({ frameworks: f }: { frameworks: DisclosureFrameworks }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">Disclosure Frameworks</CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <p className="text-sm">
          ESG report: <strong>{f.hasESGReport ? "Yes" : "No"}</strong>
        </p>
        <div>
          <h4 className="text-sm font-semibold text-slate-800">Identified Frameworks</h4>
          {f.identifiedFrameworks.length === 0 ? (
            <p className="text-sm text-slate-500">None found</p>
          ) : (
            <ul className="mt-1 flex flex-wrap gap-1.5" aria-label="Identified frameworks">
              {f.identifiedFrameworks.map((x) => (
                <li key={x.value}>
                  <Badge tone="brand" title={x.quote}>
                    {x.value}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </div>
        <p className="text-sm">
          Reporting standards:{" "}
          <strong>
            {f.reportingStandards.length ? f.reportingStandards.map((x) => x.value).join(", ") : "None found"}
          </strong>
        </p>
        <dl className="grid gap-3 sm:grid-cols-3">
          <SourcedValue
            label="Report type"
            value={f.sustainabilityReportType?.value}
            source={f.sustainabilityReportType}
          />
          <SourcedValue
            label="Third-party verification"
            value={f.thirdPartyVerification?.value}
            source={f.thirdPartyVerification}
          />
          <SourcedValue
            label="Reporting frequency"
            value={f.reportingFrequency?.value}
            source={f.reportingFrequency}
          />
        </dl>
      </CardContent>
    </Card>
  );
}
