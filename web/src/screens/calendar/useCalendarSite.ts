import { useQuery } from '../../api/useQuery';
import type { SiteLanguage } from '../../gql/graphql';
import { CalendarSiteQuery } from './queries';

/** The calendar's languages (default first) and time zone. */
export function useCalendarSite() {
  return useQuery(CalendarSiteQuery, {});
}

const names: Record<SiteLanguage, string> = {
  AUS: 'English (Australia)',
  BE_NL: 'Dutch (Belgium)',
  EN_US: 'English (US)',
  FR_FR: 'French (France)',
  NL_NL: 'Dutch (Netherlands)',
  EN_UK: 'English (UK)',
};

export function languageName(l: SiteLanguage): string {
  return names[l] ?? l;
}
