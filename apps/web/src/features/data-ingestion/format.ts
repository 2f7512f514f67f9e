const kg = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 });
const amount = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 3 });
const dateTime = new Intl.DateTimeFormat("en-GB", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "UTC",
});

export const formatKg = (n: number) => kg.format(n);
export const formatAmount = (n: number) => amount.format(n);

/** Stored timestamps are ISO strings in UTC. */
export function formatUploadedAt(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : `${dateTime.format(d)} UTC`;
}

/** Unit ids as the factor library spells them (`passenger_km`) → as people write them. */
export function formatUnit(unit: string): string {
  return unit.replace(/_/g, "-");
}
