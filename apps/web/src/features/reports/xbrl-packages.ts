/**
 * The Inline XBRL report packages of a reporting year, downloaded from GET /api/reports/{type}/ixbrl?year=.
 * The server names the file (Content-Disposition); the name shown here is the same rule applied to the
 * signed-in user's company.
 */
import { XBRL_REPORT_TYPES, type XbrlReportType, xbrlPackageName } from "@esg/domain";

export type XbrlPackageEntry = {
  key: string;
  type: XbrlReportType;
  title: string;
  filename: string;
  format: "xbri";
  path: string;
};

const TITLES: Record<XbrlReportType, string> = {
  "esrs-e1": "ESRS E1 energy (E1-5) and GHG emissions (E1-6), Inline XBRL report package",
  "vsme-b3": "VSME B3 energy and GHG emissions, Inline XBRL report package",
};

export function xbrlPackagesOf(year: number, companyName: string): XbrlPackageEntry[] {
  return XBRL_REPORT_TYPES.map((type) => ({
    key: `xbrl-${type}-${year}`,
    type,
    title: TITLES[type],
    filename: `${xbrlPackageName(companyName, year, type)}.xbri`,
    format: "xbri",
    path: `/api/reports/${type}/ixbrl?year=${year}`,
  }));
}
