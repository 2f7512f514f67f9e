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
  it("rounds the kg total", () => {
    expect(ingestSuccessMessage(3, 3666.216)).toBe("Processed 3 emission activities totaling 3666 kg CO2e");
  });
});
