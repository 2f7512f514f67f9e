import { BOARD_TEMPLATES, type BoardTemplateId } from "@esg/domain";
import { LayoutTemplate } from "lucide-react";
import { useId } from "react";
import { CanWrite } from "../../components/role-gate";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";

/** Templates tab (spec part 2 §9): the three templates with their fixed section lists. */
export function TemplatesTab({ onUse }: { onUse: (template: BoardTemplateId) => void }) {
  return (
    <ul aria-label="Report templates" className="grid gap-4 lg:grid-cols-3">
      {BOARD_TEMPLATES.map((t, i) => (
        <TemplateCard key={t.id} template={t} isDefault={i === 0} onUse={onUse} />
      ))}
    </ul>
  );
}

function TemplateCard({
  template,
  isDefault,
  onUse,
}: {
  template: (typeof BOARD_TEMPLATES)[number];
  isDefault: boolean;
  onUse: (template: BoardTemplateId) => void;
}) {
  const headingId = useId();
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
      >
        <div className="flex items-start gap-2">
          <LayoutTemplate aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <h3 id={headingId} className="min-w-0 flex-1 font-semibold text-slate-900">
            {template.name}
          </h3>
          {isDefault ? <Badge tone="brand">Default</Badge> : null}
        </div>
        <p className="text-sm text-slate-600">{template.description}</p>
        <div>
          <h4 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            Sections ({template.sections.length})
          </h4>
          <ol className="mt-1 list-decimal pl-5 text-sm text-slate-700">
            {template.sections.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ol>
        </div>
        <CanWrite>
          <div className="mt-auto pt-1">
            <Button size="sm" variant="outline" onClick={() => onUse(template.id)}>
              Use Template
            </Button>
          </div>
        </CanWrite>
      </article>
    </li>
  );
}
