/**
 * The Real Company Data tab (spec part 2 §2) belongs to the website extraction issue; until it lands the tab
 * says so. Replace this component with the extraction screen.
 */
export function RealCompanyDataTab() {
  return (
    <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-600">
      Company ESG data extraction from websites is not available yet.
    </p>
  );
}
