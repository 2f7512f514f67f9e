import type { CompanyProfile } from "@esg/domain";
import { Building } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Spinner } from "../../components/ui/spinner";
import { useRole } from "../../lib/roles";
import { CompanyProfileForm } from "./company-profile-form";
import { countryName, currencyName } from "./profile-form-values";
import { useCompanyProfile } from "./use-company-profile";

const count = new Intl.NumberFormat("en-GB");
const money = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });

/**
 * Who the company is and its revenue by year: the denominator of every intensity. Admins edit it; everyone
 * else reads it with a note saying who can change it.
 */
export function CompanyProfileCard() {
  const profile = useCompanyProfile();
  const { isAdmin } = useRole();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Building aria-hidden="true" className="size-4 text-slate-500" />
          Company profile
        </CardTitle>
        <CardDescription>
          The organisation's details and its revenue by year, which intensities and industry benchmarks divide
          by.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {profile.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner label="Loading company profile" />
          </div>
        ) : profile.isError ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            Failed to load the company profile
          </p>
        ) : isAdmin ? (
          <CompanyProfileForm profile={profile.data} />
        ) : (
          <ProfileReadOnly profile={profile.data} />
        )}
      </CardContent>
    </Card>
  );
}

function ProfileReadOnly({ profile }: { profile: CompanyProfile }) {
  const notSet = <span className="text-slate-500">Not recorded</span>;
  const rows: { label: string; value: ReactNode }[] = [
    { label: "Company name", value: profile.name },
    { label: "Industry", value: profile.industry },
    {
      label: "Country",
      value: profile.country ? `${countryName(profile.country)} (${profile.country})` : notSet,
    },
    {
      label: "Reporting currency",
      value: profile.currency ? `${profile.currency} · ${currencyName(profile.currency)}` : notSet,
    },
    { label: "Employees", value: profile.employees === null ? notSet : count.format(profile.employees) },
    { label: "LEI", value: profile.lei ? <span className="font-mono">{profile.lei}</span> : notSet },
  ];
  return (
    <div className="flex flex-col gap-4 text-sm">
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[max-content_1fr]">
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="font-medium text-slate-700">{row.label}</dt>
            <dd className="text-slate-900">{row.value}</dd>
          </div>
        ))}
      </dl>
      <div>
        <h3 className="mb-1 font-medium text-slate-900">Revenue by year</h3>
        {profile.revenue.length === 0 ? (
          <p className="text-slate-600">No revenue recorded yet.</p>
        ) : (
          <table className="text-left">
            <thead>
              <tr className="text-xs text-slate-500">
                <th scope="col" className="pr-6 font-medium">
                  Year
                </th>
                <th scope="col" className="text-right font-medium">
                  Revenue{profile.currency ? ` (${profile.currency})` : ""}
                </th>
              </tr>
            </thead>
            <tbody>
              {profile.revenue.map((r) => (
                <tr key={r.year}>
                  <td className="pr-6 tabular-nums">{r.year}</td>
                  <td className="text-right tabular-nums">{money.format(r.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <p className="text-slate-600">Only admins change the company profile.</p>
    </div>
  );
}
