import type { BadgeTone, ImpactCategory, VerificationStatus } from "@esg/domain";

const NUMBER = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 2 });

export const formatNumber = (n: number) => NUMBER.format(n);

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
