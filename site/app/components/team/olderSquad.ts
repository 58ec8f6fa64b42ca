import type { Language } from '@pallone/core';

/** The newest squad the data has, when it is of an earlier season than the team's latest one. */
export interface OlderSquad {
  squadSeason: string;
  latestSeason: string;
}

/**
 * Seasons latest first (as the team's seasons are listed): an OlderSquad when the squad's season comes after the
 * first one, else null (no squad, or the squad is of the latest season).
 */
export function olderSquad(
  seasons: readonly { id: number; name: string }[],
  squadSeasonId: number | null,
): OlderSquad | null {
  const latest = seasons[0];
  const squad = seasons.find((season) => season.id === squadSeasonId);
  if (!latest || !squad || squad.id === latest.id) return null;
  return { squadSeason: squad.name, latestSeason: latest.name };
}

export const olderSquadText: Record<Language, (older: OlderSquad) => string> = {
  it: ({ squadSeason, latestSeason }) =>
    `La rosa più recente nei nostri dati è del ${squadSeason}: non è ancora quella della stagione ${latestSeason}.`,
  en: ({ squadSeason, latestSeason }) =>
    `The newest squad in our data is from ${squadSeason}: it is not yet the squad of the ${latestSeason} season.`,
};
