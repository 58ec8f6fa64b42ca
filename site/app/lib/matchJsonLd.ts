import type { Match } from '@pallone/core';

type JsonLdMatch = Pick<
  Match,
  'homeTeam' | 'awayTeam' | 'homeName' | 'awayName' | 'date' | 'venue' | 'status'
>;

const EVENT_STATUS: Readonly<Record<string, string>> = {
  postponed: 'https://schema.org/EventPostponed',
  cancelled: 'https://schema.org/EventCancelled',
};

/**
 * The match page's schema.org SportsEvent. schema.org has no score property, so the result travels in
 * `description` as the page shows it (the headline: after extra time, marked, with the shoot-out), and
 * `eventStatus` says when a match was postponed or cancelled instead of always "scheduled".
 */
export function matchJsonLd(match: JsonLdMatch, headline: string, url: string): Record<string, unknown> {
  const home = match.homeTeam?.name ?? match.homeName;
  const away = match.awayTeam?.name ?? match.awayName;
  return {
    '@context': 'https://schema.org',
    '@type': 'SportsEvent',
    name: `${home} - ${away}`,
    description: headline,
    startDate: match.date,
    sport: 'Soccer',
    url,
    ...(match.venue ? { location: { '@type': 'Place', name: match.venue } } : {}),
    homeTeam: { '@type': 'SportsTeam', name: home },
    awayTeam: { '@type': 'SportsTeam', name: away },
    eventStatus: EVENT_STATUS[match.status] ?? 'https://schema.org/EventScheduled',
  };
}
