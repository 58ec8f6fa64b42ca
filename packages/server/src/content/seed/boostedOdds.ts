/**
 * Sample boosted odds on real matches: the next scheduled matches after `now` (or, when there are none, the latest
 * played ones), at most two a day. The usual price is the competition season's own frequency of that outcome with a 7% margin; the
 * boost adds 25%. Each offer is valid from a week before kick-off until kick-off.
 */
import type { Db } from '../../db/database.ts';
import type { BonusMarket } from '@pallone/contract';
import { latestPlayedMatches, seasonFigures, upcomingMatches, type SeasonFigures } from './matchSources.ts';

export interface SeedBoost {
  bookmakerSlug: string;
  matchId: number;
  market: BonusMarket;
  selection: string;
  usualOdds: number;
  boostedOdds: number;
  validFrom: Date;
  validTo: Date;
}

const OFFERS: readonly { market: BonusMarket; selection: string; share: (f: SeasonFigures) => number }[] = [
  { market: '1x2', selection: '1', share: (f) => f.homeWins / f.played },
  { market: 'over-under-2.5', selection: 'over', share: (f) => f.over25 / f.played },
  { market: 'btts', selection: 'yes', share: (f) => f.btts / f.played },
  { market: '1x2', selection: '2', share: (f) => f.awayWins / f.played },
];

const round2 = (value: number) => Math.round(value * 100) / 100;

export async function boostedOdds(
  db: Db,
  competitionIds: readonly number[],
  bookmakerSlugs: readonly string[],
  now: Date,
  count: number,
): Promise<SeedBoost[]> {
  // At most two offers a day, so the samples spread over the coming weeks.
  const perDay = new Map<string, number>();
  let matches = (await upcomingMatches(db, competitionIds, now, count * 20))
    .filter((match) => {
      const day = match.kickoffAt.toISOString().slice(0, 10);
      const taken = perDay.get(day) ?? 0;
      perDay.set(day, taken + 1);
      return taken < 2;
    })
    .slice(0, count);
  if (matches.length === 0) {
    matches = (await Promise.all(competitionIds.map((id) => latestPlayedMatches(db, id, 3))))
      .flat()
      .slice(0, count);
  }
  const figuresOf = new Map<number, SeasonFigures | undefined>();
  for (const id of new Set(matches.map((m) => m.competitionId))) {
    figuresOf.set(id, (await seasonFigures(db, id, 1))[0]);
  }
  return matches.flatMap((match, index) => {
    const figures = figuresOf.get(match.competitionId);
    const offer = OFFERS[index % OFFERS.length]!;
    const share = figures ? offer.share(figures) : 0;
    if (share <= 0) return [];
    const usualOdds = Math.min(15, Math.max(1.1, round2(0.93 / share)));
    return [
      {
        bookmakerSlug: bookmakerSlugs[index % bookmakerSlugs.length]!,
        matchId: match.id,
        market: offer.market,
        selection: offer.selection,
        usualOdds,
        boostedOdds: round2(usualOdds * 1.25),
        validFrom: new Date(match.kickoffAt.getTime() - 7 * 24 * 3600_000),
        validTo: match.kickoffAt,
      },
    ];
  });
}
