import type { Provenance } from "@esg/domain";
import type { ReactNode } from "react";

/** A value with where it came from: the page (link) and the quoted text. */
export function SourcedValue({
  label,
  value,
  source,
}: {
  label: string;
  value: ReactNode;
  source: Provenance | null;
}) {
  return (
    <div className="rounded-lg border border-slate-200 p-3">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm font-semibold text-slate-900">{source ? value : "Not disclosed"}</dd>
      {source ? <SourceNote source={source} /> : null}
    </div>
  );
}

export function SourceNote({ source }: { source: Provenance }) {
  return (
    <dd className="mt-1 text-xs text-slate-500">
      <q className="italic">{source.quote}</q>{" "}
      <a
        href={source.sourceUrl}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="text-brand-700 underline"
      >
        source
      </a>
    </dd>
  );
}

/** A list of sourced statements (policies, practices), or a note that none was found. */
export function StatementList({
  title,
  items,
}: {
  title: string;
  items: (Provenance & { value: string })[];
}) {
  return (
    <div>
      <h4 className="text-sm font-semibold text-slate-800">{title}</h4>
      {items.length === 0 ? (
        <p className="text-sm text-slate-500">None found</p>
      ) : (
        <ul className="mt-1 space-y-2">
          {items.map((item) => (
            <li key={`${item.sourceUrl}-${item.value}`} className="text-sm text-slate-800">
              {item.value}
              <dl>
                <SourceNote source={item} />
              </dl>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export const fmtNumber = (n: number) => n.toLocaleString("en-GB", { maximumFractionDigits: 1 });
