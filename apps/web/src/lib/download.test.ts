import { HttpResponse, http } from "msw";
import { describe, expect, test } from "vitest";
import { spyOnSave } from "../test/downloads";
import { server } from "../test/msw-server";
import { DownloadError, downloadFile } from "./download";

const PATH = "/api/carbon/sources/3/content";

describe("downloadFile", () => {
  test("saves the bytes under the server's name, or the fallback when it names none", async () => {
    const save = spyOnSave();
    server.use(
      http.get(`*${PATH}`, () =>
        HttpResponse.text("a,b\n", {
          headers: { "Content-Disposition": 'attachment; filename="bills.csv"' },
        }),
      ),
    );
    expect(await downloadFile(PATH, "fallback.csv")).toBe("bills.csv");
    server.use(http.get(`*${PATH}`, () => HttpResponse.text("a,b\n")));
    expect(await downloadFile(PATH, "fallback.csv")).toBe("fallback.csv");
    expect(await save.saved(1)).toEqual({ filename: "fallback.csv", text: "a,b\n" });
  });

  test("rejects with the server's message, or its status when the answer is not the API's JSON", async () => {
    const save = spyOnSave();
    server.use(
      http.get(`*${PATH}`, () => HttpResponse.json({ message: "Data source not found" }, { status: 404 })),
    );
    await expect(downloadFile(PATH, "x.csv")).rejects.toEqual(
      new DownloadError(404, "Data source not found"),
    );
    server.use(
      http.get(`*${PATH}`, () =>
        HttpResponse.html("<h1>Bad gateway</h1>", { status: 502, statusText: "Bad Gateway" }),
      ),
    );
    await expect(downloadFile(PATH, "x.csv")).rejects.toMatchObject({
      status: 502,
      message: "502: Bad Gateway",
    });
    expect(save.clicked).toHaveLength(0);
  });
});
