/** SPEC §2's footer: the five championships, sample teams and players ([slug, name]) and social links. */
export const FOOTER_CHAMPIONSHIPS: readonly (readonly [string, string])[] = [
  ['italia-serie-a', 'Serie A'],
  ['inghilterra-premier-league', 'Premier League'],
  ['spagna-primera-division', 'Primera División'],
  ['francia-ligue-1', 'Ligue 1'],
  ['germania-bundesliga', 'Bundesliga'],
];

export const FOOTER_TEAMS: readonly (readonly [string, string])[] = [
  ['fc-internazionale-milano', 'Inter'],
  ['juventus-fc', 'Juventus'],
  ['ac-milan', 'Milan'],
  ['ssc-napoli', 'Napoli'],
  ['as-roma', 'Roma'],
];

export const FOOTER_PLAYERS: readonly (readonly [string, string])[] = [
  ['kylian-mbappe', 'Kylian Mbappé'],
  ['lionel-messi', 'Lionel Messi'],
  ['dusan-vlahovic', 'Dušan Vlahović'],
  ['rafael-leao', 'Rafael Leão'],
];

export const SOCIAL_LINKS: readonly (readonly [string, string])[] = [
  ['https://www.facebook.com/', 'Facebook'],
  ['https://www.instagram.com/', 'Instagram'],
  ['https://x.com/', 'X'],
  ['https://www.youtube.com/', 'YouTube'],
];
