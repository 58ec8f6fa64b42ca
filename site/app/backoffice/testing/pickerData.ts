/**
 * What the pickers' API reads answer in the tests: the seed's sample bookmakers and authors, and real
 * competitions and a real match of the imported data (Serie A 2025-26, matchday 1, 25/08/2025 20:45 in Rome).
 */
export const BOOKMAKERS = [
  { id: 1, name: 'Bookmaker Demo 1' },
  { id: 2, name: 'Bookmaker Demo 2' },
];

export const AUTHORS = [
  { id: 3, name: 'Luca Esempio' },
  { id: 1, name: 'Redazione Pallone' },
];

export const COMPETITIONS = [
  { id: 68, name: 'Serie A', pallonecomSlug: 'serie-a', country: { name: 'Italia', image: null } },
  {
    id: 7,
    name: 'Premier League',
    pallonecomSlug: 'premier-league',
    country: { name: 'Inghilterra', image: null },
  },
];

const team = (id: number, name: string) => ({ id, name, pallonecomSlug: '', image: null, country: null });

export const INTER_TORINO = {
  id: 4321,
  pallonecomSlug: 'fc-internazionale-milano-torino-fc',
  homeTeam: team(10, 'FC Internazionale Milano'),
  awayTeam: team(11, 'Torino FC'),
  homeName: 'FC Internazionale Milano',
  awayName: 'Torino FC',
  homeScore: 5,
  awayScore: 0,
  date: '2025-08-25T18:45:00.000Z',
  status: 'ended',
  ended: true,
  minute: null,
  isReplay: false,
  competition: { id: 68, name: 'Serie A', pallonecomSlug: 'serie-a' },
};

export const INTER_TORINO_LABEL = 'FC Internazionale Milano – Torino FC, 25/08/2025';
