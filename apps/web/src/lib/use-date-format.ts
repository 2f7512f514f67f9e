import { DEFAULT_DATE_LOCALE, type SessionUser } from "@esg/domain";
import { useQuery } from "@tanstack/react-query";
import { useCurrentUserQueryOptions } from "./auth";
import { type DateFormat, dateFormatFor } from "./format-date";

const dateLocaleOf = (user: SessionUser | null) => user?.company.dateLocale ?? DEFAULT_DATE_LOCALE;

/**
 * Dates as the signed-in user's company shows them: `formatDate`, `formatDateTime` and
 * `formatMonth` bound to the company's locale. The locale is read from the current-user query (`auth.user`,
 * cached for the session like `useRole`), selecting only the locale: a component re-renders when the company's
 * locale changes (the Settings save writes the new one into that cache) and for nothing else in the user.
 * Before the user is known, and for a visitor, dates follow the default locale (en-GB).
 */
export function useDateFormat(): DateFormat {
  const locale = useQuery({ ...useCurrentUserQueryOptions(), select: dateLocaleOf }).data;
  return dateFormatFor(locale ?? DEFAULT_DATE_LOCALE);
}
