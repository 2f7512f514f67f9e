import { describe, expect, it } from "vitest";
import {
  companySettingsSchema,
  DATE_LOCALE_LABELS,
  DATE_LOCALES,
  DEFAULT_DATE_LOCALE,
  toDateLocale,
} from "./company-settings";

describe("company date locale", () => {
  it("defaults to en-GB, which is on the list, and every locale has a label", () => {
    expect(DEFAULT_DATE_LOCALE).toBe("en-GB");
    expect(DATE_LOCALES).toContain(DEFAULT_DATE_LOCALE);
    expect(Object.keys(DATE_LOCALE_LABELS).sort()).toEqual([...DATE_LOCALES].sort());
  });

  it("takes a listed locale and refuses anything else on the field", () => {
    expect(companySettingsSchema.parse({ dateLocale: "de-DE" })).toEqual({ dateLocale: "de-DE" });
    for (const bad of [{ dateLocale: "xx-XX" }, { dateLocale: "en-gb" }, { dateLocale: null }, {}]) {
      const result = companySettingsSchema.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(["dateLocale"]);
      expect(result.error?.issues[0]?.message).toMatch(/^Date format must be one of en-GB, en-US/);
    }
  });

  it("reads a stored value back, unknown ones as the default", () => {
    expect(toDateLocale("fr-FR")).toBe("fr-FR");
    expect(toDateLocale("tlh")).toBe("en-GB");
    expect(toDateLocale(null)).toBe("en-GB");
  });
});
