import { screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, test, vi } from "vitest";
import { mockApi } from "../../test/api";
import { server } from "../../test/msw-server";
import { renderApp } from "../../test/render-app";
import { findToast } from "../../test/toasts";

const FILENAME = "CSRD_ESRS_E1_Climate_Disclosure_Draft.pdf";

async function renderDashboard() {
  mockApi();
  const app = renderApp("/dashboard");
  await screen.findByRole("heading", { level: 2, name: "Latest Reports" });
  return app;
}

function spyOnSave() {
  const createObjectURL = vi.fn((_blob: Blob) => "blob:http://localhost:3000/report");
  const revokeObjectURL = vi.fn();
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL }));
  const clicked: HTMLAnchorElement[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  return { createObjectURL, clicked };
}

describe("report download", () => {
  test("fetches the file with the session cookie, saves it and toasts 'Download Started'", async () => {
    const requests: Request[] = [];
    server.use(
      http.get("*/api/documents/:id/download", ({ request, params }) => {
        requests.push(request);
        return new HttpResponse(`# Report ${params.id}`, {
          headers: {
            "Content-Type": "text/markdown; charset=utf-8",
            "Content-Disposition": `attachment; filename="${FILENAME}"`,
          },
        });
      }),
    );
    const save = spyOnSave();
    const { user } = await renderDashboard();

    await user.click(screen.getByRole("button", { name: `Download ${FILENAME}` }));

    const toast = await findToast("Download Started", `Download initiated for ${FILENAME}`);
    expect(toast.dataset.variant).toBe("default");
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]?.url ?? "").pathname).toBe("/api/documents/11/download");
    expect(requests[0]?.credentials).toBe("same-origin");
    expect(save.clicked).toHaveLength(1);
    expect(save.clicked[0]?.download).toBe(FILENAME);
    expect(save.clicked[0]?.href).toBe("blob:http://localhost:3000/report");
    const blob = save.createObjectURL.mock.calls[0]?.[0] as Blob;
    expect(await blob.text()).toBe("# Report 11");
  });

  test.each([404, 401, 500])(
    "a %i answer toasts 'Failed to download document' and saves nothing",
    async (status) => {
      server.use(
        http.get("*/api/documents/:id/download", () =>
          HttpResponse.json({ message: "Document not found", code: "NOT_FOUND" }, { status }),
        ),
      );
      const save = spyOnSave();
      const { user } = await renderDashboard();

      await user.click(screen.getByRole("button", { name: `Download ${FILENAME}` }));

      const toast = await findToast("Error", "Failed to download document");
      expect(toast.dataset.variant).toBe("destructive");
      expect(save.clicked).toHaveLength(0);
      expect(screen.queryByText("Download Started")).toBeNull();
    },
  );
});
