import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { expect } from "vitest";

/**
 * A PDF's page count and text as a reader would search it: each page's text items joined by spaces, the pages
 * one after another, every run of whitespace one space (the layout's line breaks and gaps do not matter to
 * the assertions). Takes the bytes, or the response that carries them (which must be a 200).
 */
export async function readPdf(data: Uint8Array | Response): Promise<{ pages: number; text: string }> {
  if (data instanceof Response) expect(data.status).toBe(200);
  const bytes = data instanceof Response ? new Uint8Array(await data.arrayBuffer()) : data;
  const pdf = await getDocument({ data: bytes, verbosity: 0, isEvalSupported: false }).promise;
  const parts: string[] = [];
  for (let p = 1; p <= pdf.numPages; p++) {
    const content = await (await pdf.getPage(p)).getTextContent();
    parts.push(content.items.map((i) => ("str" in i ? i.str : "")).join(" "));
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { pages, text: parts.join("\n").replace(/\s+/g, " ") };
}

/** The text of `readPdf`. */
export async function pdfText(data: Uint8Array | Response): Promise<string> {
  return (await readPdf(data)).text;
}
