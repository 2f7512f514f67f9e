import { screen } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, test } from "vitest";
import { mockApi } from "../../test/api";
import { spyOnSave } from "../../test/downloads";
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
    expect(save.clicked[0]?.href).toBe("blob:http://localhost:3000/saved");
    expect(await save.saved()).toEqual({ filename: FILENAME, text: "# Report 11" });
  });

  test("saves under the name the server gives, in UTF-8", async () => {
    server.use(
      http.get("*/api/documents/:id/download", () =>
        HttpResponse.text("Rapport", {
          headers: {
            "Content-Disposition": `attachment; filename="Rapport_t_.pdf"; filename*=UTF-8''Rapport%20%C3%A9t%C3%A9.pdf`,
          },
        }),
      ),
    );
    const save = spyOnSave();
    const { user } = await renderDashboard();
    await user.click(screen.getByRole("button", { name: `Download ${FILENAME}` }));
    await findToast("Download Started", "Download initiated for Rapport été.pdf");
    expect((await save.saved()).filename).toBe("Rapport été.pdf");
  });

  test.each([404, 401, 500])(
    "a %i answer toasts 'Failed to download document' with the server's reason and saves nothing",
    async (status) => {
      server.use(
        http.get("*/api/documents/:id/download", () =>
          HttpResponse.json({ message: "Document not found", code: "NOT_FOUND" }, { status }),
        ),
      );
      const save = spyOnSave();
      const { user } = await renderDashboard();

      await user.click(screen.getByRole("button", { name: `Download ${FILENAME}` }));

      const toast = await findToast("Error", "Failed to download document: Document not found");
      expect(toast.dataset.variant).toBe("destructive");
      expect(save.clicked).toHaveLength(0);
      expect(screen.queryByText("Download Started")).toBeNull();
    },
  );

  test("a download that gets no answer toasts 'Failed to download document' alone", async () => {
    server.use(http.get("*/api/documents/:id/download", () => HttpResponse.error()));
    const save = spyOnSave();
    const { user } = await renderDashboard();
    await user.click(screen.getByRole("button", { name: `Download ${FILENAME}` }));
    await findToast("Error", "Failed to download document");
    expect(save.clicked).toHaveLength(0);
  });
});
