import { describe, expect, it } from "vitest";
import { attachmentFilename } from "./content-disposition";

describe("attachmentFilename", () => {
  it("prefers the UTF-8 name the server sends next to the ASCII one", () => {
    expect(
      attachmentFilename(
        `attachment; filename="Bilan_carbone_2024.csv"; filename*=UTF-8''Bilan%20carbone%202024%20%C3%A9t%C3%A9.csv`,
      ),
    ).toBe("Bilan carbone 2024 été.csv");
  });

  it("reads a quoted or bare filename when there is no UTF-8 one", () => {
    expect(attachmentFilename(`attachment; filename="GRI_305.csv"`)).toBe("GRI_305.csv");
    expect(attachmentFilename(`attachment; filename="a \\"quoted\\" name.pdf"`)).toBe('a "quoted" name.pdf');
    expect(attachmentFilename("attachment; filename=report.pdf")).toBe("report.pdf");
    expect(attachmentFilename(`attachment; filename*=UTF-8''%E0%A4%A; filename="fallback.csv"`)).toBe(
      "fallback.csv",
    );
  });

  it("is null without a name, and never returns a path", () => {
    expect(attachmentFilename(null)).toBeNull();
    expect(attachmentFilename("attachment")).toBeNull();
    expect(attachmentFilename(`attachment; filename=""`)).toBeNull();
    expect(attachmentFilename(`attachment; filename="../../etc/passwd"`)).toBe("passwd");
    expect(attachmentFilename(`attachment; filename*=UTF-8''..%2F..%2Fevil.csv`)).toBe("evil.csv");
  });
});
