import { HttpResponse, http } from "msw";
import { vi } from "vitest";
import { server } from "./msw-server";

/**
 * Stands in for the browser's save: records the object URLs made and the <a download> elements clicked, so a
 * test can read the saved blob and its file name.
 */
export function spyOnSave() {
  const createObjectURL = vi.fn((_blob: Blob) => "blob:http://localhost:3000/saved");
  const revokeObjectURL = vi.fn();
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL }));
  const clicked: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  return {
    clicked,
    /** The name and text of the n-th file saved. */
    async saved(n = 0): Promise<{ filename: string | undefined; text: string | undefined }> {
      const blob = createObjectURL.mock.calls[n]?.[0];
      return { filename: clicked[n]?.download, text: await blob?.text() };
    },
  };
}

/**
 * Answers GET `path` (an MSW pattern, e.g. "*\/api/carbon/sources/:id/content") as the server's file routes do:
 * the bytes, with Content-Type and an attachment's Content-Disposition; `requests` collects what was asked.
 */
export function serveFile(path: string, file: { filename: string; type: string; body: string }) {
  const requests: Request[] = [];
  server.use(
    http.get(path, ({ request }) => {
      requests.push(request);
      return new HttpResponse(file.body, {
        headers: {
          "Content-Type": file.type,
          "Content-Disposition": `attachment; filename="${file.filename.replace(/[^\w.-]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`,
        },
      });
    }),
  );
  return requests;
}

/** Answers GET `path` with the API's JSON error body. */
export function refuseFile(path: string, status: number, message: string) {
  server.use(http.get(path, () => HttpResponse.json({ message, code: "NOT_FOUND" }, { status })));
}
