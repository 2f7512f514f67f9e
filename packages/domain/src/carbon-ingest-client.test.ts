import { describe, expect, it } from "vitest";
import { ingestSuccessMessage, ingestToast, rawDataFromText } from "./carbon-ingest-client";

describe("rawDataFromText (spec part 2 §5)", () => {
  it.each([
    ["", { blank: true }],
    ["  \n\t", { blank: true }],
    ['{"activities": []}', { blank: false, rawData: { activities: [] } }],
    [
      "activity,amount\nelectricity,5",
      { blank: false, rawData: { rawText: "activity,amount\nelectricity,5" } },
    ],
    ['{"activities": [', { blank: false, rawData: { rawText: '{"activities": [' } }],
  ])("%j → %j", (text, expected) => {
    expect(rawDataFromText(text)).toEqual(expected);
  });
});

describe("ingestSuccessMessage (spec part 2 §8)", () => {
  it("rounds the kg total and groups its thousands", () => {
    expect(ingestSuccessMessage(3, 3666.216)).toBe("Processed 3 emission activities totaling 3,666 kg CO2e");
    expect(ingestSuccessMessage(2, 233_099.6)).toBe(
      "Processed 2 emission activities totaling 233,100 kg CO2e",
    );
    expect(ingestSuccessMessage(1, 207.4)).toBe("Processed 1 emission activities totaling 207 kg CO2e");
  });
});

describe("ingestToast", () => {
  it("says Success for an approved upload and waits for review for a pending one", () => {
    const result = { emissionsProcessed: 3, totalEmissions: 3666.216 };
    expect(ingestToast({ ...result, reviewStatus: "approved" })).toEqual({
      title: "Success",
      description: "Processed 3 emission activities totaling 3,666 kg CO2e",
    });
    expect(ingestToast({ ...result, reviewStatus: "pending" })).toEqual({
      title: "Waiting for review",
      description:
        "Processed 3 emission activities totaling 3,666 kg CO2e. It counts in no total until another admin approves it.",
    });
  });
});
