/** "materiality_topic" → "Materiality topic", "reset-password" → "Reset password", "expiresAt" → "Expires at". */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : key;
}
