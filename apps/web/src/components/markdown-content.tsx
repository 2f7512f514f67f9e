import { useMemo } from "react";
import { renderMarkdown } from "../lib/markdown";

/** Markdown from the server (AI answers, analyses) rendered as sanitised HTML (marked + DOMPurify). */
export function MarkdownContent({ markdown, className }: { markdown: string; className?: string }) {
  const html = useMemo(() => renderMarkdown(markdown), [markdown]);
  return (
    <div
      className={className ?? "prose-answer"}
      data-testid="ai-answer"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: renderMarkdown sanitises the HTML with DOMPurify.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
