import { describe, expect, it } from "vitest";
import { evidenceLabel, evidenceTypeOf } from "./carbon-evidence";

const PDF = "application/pdf";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

describe("evidenceTypeOf: the name, the declared type and the bytes agree", () => {
  it.each([
    ["bill.pdf", PDF, PDF, false, PDF],
    ["bill.PDF", "", PDF, false, PDF],
    ["meter.jpg", "image/jpeg", "image/jpeg", false, "image/jpeg"],
    ["meter.jpeg", "image/jpg", "image/jpeg", false, "image/jpeg"],
    ["meter.webp", "application/octet-stream", "image/webp", false, "image/webp"],
    ["readings.xlsx", XLSX, XLSX, false, XLSX],
    ["readings.xls", "application/vnd.ms-excel", "application/x-cfb", false, "application/vnd.ms-excel"],
    ["readings.csv", "application/vnd.ms-excel", null, true, "text/csv"],
    ["readings.csv", "text/csv; charset=utf-8", null, true, "text/csv"],
  ])("%s declared %s, sniffed %s: kept as …", (fileName, declaredType, sniffed, isText, contentType) => {
    expect(evidenceTypeOf({ fileName, declaredType, sniffed, isText })).toEqual({ ok: true, contentType });
  });

  it.each([
    // A renamed executable.
    ["invoice.pdf", PDF, "application/x-msdownload", false],
    ["readings.csv", "text/csv", "application/x-msdownload", false],
    // Bytes of another accepted type.
    ["photo.png", "image/png", PDF, false],
    // A declared type that is not the name's.
    ["meter.png", PDF, "image/png", false],
    // Binary that is no known type, named as CSV.
    ["readings.csv", "text/csv", null, false],
    // A type we do not take.
    ["setup.exe", "", "application/x-msdownload", false],
    ["notes.docx", "", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", false],
    ["noextension", "", PDF, false],
  ])("%s declared %s, sniffed %s: refused", (fileName, declaredType, sniffed, isText) => {
    expect(evidenceTypeOf({ fileName, declaredType, sniffed, isText }).ok).toBe(false);
  });
});

describe("evidenceLabel", () => {
  it("names each file with the first 12 hex digits of its SHA-256", () => {
    expect(
      evidenceLabel([
        { fileName: "a.pdf", sha256: "0123456789abcdef0123" },
        { fileName: "b.png", sha256: "fedcba9876543210fedc" },
      ]),
    ).toBe("a.pdf (sha256:0123456789ab); b.png (sha256:fedcba987654)");
    expect(evidenceLabel([])).toBe("");
  });
});
