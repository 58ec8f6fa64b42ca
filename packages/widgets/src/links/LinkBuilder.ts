/** Decides where a click in a widget goes; a host passes its own to keep visitors on its pages. */
export interface LinkBuilder {
  match(match: { pallonecomSlug: string }, tab: 'statistiche' | 'diretta-live'): string;
  team(team: { pallonecomSlug: string }): string;
  player(player: { pallonecomSlug: string }): string;
  competition(competition: { pallonecomSlug: string }): string;
  news(news: { pallonecomSlug: string }): string;
}

/** Pallone's own routes (SPEC §2), under `siteBase` ("" on the site itself). */
export function defaultLinkBuilder(siteBase = ''): LinkBuilder {
  const base = siteBase.replace(/\/$/, '');
  return {
    match: (match, tab) => `${base}/partite/${match.pallonecomSlug}/${tab}`,
    team: (team) => `${base}/squadre/${team.pallonecomSlug}`,
    player: (player) => `${base}/giocatori/${player.pallonecomSlug}`,
    competition: (competition) => `${base}/campionato/${competition.pallonecomSlug}`,
    news: (news) => `${base}/news/${news.pallonecomSlug}`,
  };
}
