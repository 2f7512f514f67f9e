import { DATE_LOCALES } from "@esg/domain";
import { describe, expect, it } from "vitest";
import { DEFAULT_DATE_LOCALE, dateFormatFor, formatDate, formatDateTime, formatMonth } from "./format-date";

describe("formatDate: one format across the app", () => {
  it("defaults to en-GB, day month-short year", () => {
    expect(DEFAULT_DATE_LOCALE).toBe("en-GB");
    expect(formatDate("2026-11-24")).toBe("24 Nov 2026");
  });

  it.each([
    ["2026-11-24", "24 Nov 2026"],
    ["2025-04-01", "1 Apr 2025"],
    ["2026-11-24T12:00:00.000Z", "24 Nov 2026"],
    ["2026-11-24 12:00:00", "24 Nov 2026"],
    [new Date(Date.UTC(2026, 10, 24, 12)), "24 Nov 2026"],
  ])("%s → %s", (value, text) => expect(formatDate(value)).toBe(text));

  it("shows a calendar date as the day it names, whatever the time zone", () => {
    // Parsed as local midnight, 2025-01-01 would read 31 Dec 2024 west of UTC.
    expect(formatDate("2025-01-01")).toBe("1 Jan 2025");
    expect(formatDate("2024-12-31")).toBe("31 Dec 2024");
  });

  it("gives empty text for no date and the text itself when it is not a date", () => {
    expect(formatDate(null)).toBe("");
    expect(formatDate(undefined)).toBe("");
    expect(formatDate("")).toBe("");
    expect(formatDate("soon")).toBe("soon");
  });

  it("follows another locale when given one", () => {
    expect(formatDate("2026-11-24", "en-US")).toBe("Nov 24, 2026");
  });

  it.each([
    ["en-GB", "24 Nov 2026"],
    ["en-US", "Nov 24, 2026"],
    ["de-DE", "24. Nov. 2026"],
    ["fr-FR", "24 nov. 2026"],
    ["es-ES", "24 nov 2026"],
    ["nl-NL", "24 nov 2026"],
    ["it-IT", "24 nov 2026"],
  ])("in %s a company's date reads %s, whatever the time zone", (locale, text) => {
    expect(formatDate("2026-11-24", locale)).toBe(text);
    expect(formatDate("2026-11-24 12:00:00", locale)).toBe(text);
  });

  it("has a case above for every locale a company may choose", () => {
    expect(DATE_LOCALES).toEqual(["en-GB", "en-US", "de-DE", "fr-FR", "es-ES", "nl-NL", "it-IT"]);
  });
});

describe("formatDateTime", () => {
  it("adds the time of a timestamp; a calendar date stays a date", () => {
    expect(formatDateTime("2026-11-24T14:05:00Z")).toMatch(/^\d{1,2} Nov 2026, \d{2}:\d{2}$/);
    expect(formatDateTime("2026-11-24")).toBe("24 Nov 2026");
    expect(formatDateTime(null)).toBe("");
  });

  it("follows the locale, and shows UTC when asked", () => {
    expect(formatDateTime("2026-11-24T14:05:00Z", "de-DE", { utc: true })).toBe("24. Nov. 2026, 14:05");
    expect(formatDateTime("2026-11-24T14:05:00Z", "en-US", { utc: true })).toMatch(
      /^Nov 24, 2026, 02:05\sPM$/,
    );
    expect(formatDateTime("2026-11-24", "de-DE")).toBe("24. Nov. 2026");
  });
});

describe("formatMonth", () => {
  it("names the month of a YYYY-MM", () => {
    expect(formatMonth("2027-03")).toBe("March 2027");
    expect(formatMonth("nope")).toBe("nope");
  });

  it("in the company's language", () => {
    expect(formatMonth("2027-03", "de-DE")).toBe("März 2027");
    expect(formatMonth("2027-03", "fr-FR")).toBe("mars 2027");
  });
});

describe("dateFormatFor: the three formats bound to a locale", () => {
  it("formats in that locale and is the same object for the same locale", () => {
    const us = dateFormatFor("en-US");
    expect(us.locale).toBe("en-US");
    expect(us.formatDate("2026-11-24")).toBe("Nov 24, 2026");
    expect(us.formatMonth("2027-03")).toBe("March 2027");
    expect(dateFormatFor("en-US")).toBe(us);
    expect(dateFormatFor(DEFAULT_DATE_LOCALE).formatDate("2026-11-24")).toBe("24 Nov 2026");
  });
});
