import { describe, expect, it } from "vitest";
import { ingestSuccessMessage, rawDataFromText } from "./carbon-ingest-client";

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
