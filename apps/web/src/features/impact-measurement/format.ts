import type { BadgeTone, ImpactCategory, VerificationStatus } from "@esg/domain";

const NUMBER = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });
const DATE = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

export const formatNumber = (n: number) => NUMBER.format(n);

/** A YYYY-MM-DD date as "31 Dec 2026"; the raw text when it does not parse. */
export function formatDate(isoDate: string): string {
  const d = new Date(isoDate);
  return Number.isNaN(d.getTime()) ? isoDate : DATE.format(d);
}

export const VERIFICATION_TONE: Record<VerificationStatus, BadgeTone | "brand"> = {
  third_party_verified: "green",
  self_reported: "brand",
  unverified: "grey",
};

export const CATEGORY_TONE: Record<ImpactCategory, BadgeTone | "brand"> = {
  Environmental: "green",
  Social: "brand",
  Economic: "amber",
};
