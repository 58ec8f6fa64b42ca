/** Sample landing pages with their SEO metadata, in Italian and English. */
import type { SeedStory } from './seedTypes.ts';

export interface SeedLanding extends SeedStory {
  index: boolean;
  follow: boolean;
}

export const SAMPLE_LANDINGS: readonly SeedLanding[] = [
  {
    key: 'landing-football-betting',
    index: true,
    follow: true,
    it: {
      title: 'Scommesse sul calcio: quote, pronostici e statistiche',
      description:
        'Tutti i numeri per scommettere sul calcio con consapevolezza: quote, statistiche e guide.',
      keywords: ['scommesse calcio', 'quote', 'statistiche'],
      body:
        '<h2>Tutti i numeri del Pallone</h2><p>Statistiche di squadre e giocatori, classifiche e risultati dei ' +
        'principali campionati europei, con le guide per capire quote e mercati.</p>' +
        '<p><a href="/scommesse/guide">Leggi le guide</a> · <a href="/pronostici">Vai ai pronostici</a></p>' +
        '<p><strong>18+ | Gioca responsabilmente.</strong></p>',
    },
    en: {
      title: 'Football betting: odds, predictions and statistics',
      description: 'Every figure you need to bet on football knowingly: odds, statistics and guides.',
      keywords: ['football betting', 'odds', 'statistics'],
      body:
        '<h2>All the numbers of Pallone</h2><p>Team and player statistics, standings and results of the main ' +
        'European leagues, with guides to understand odds and markets.</p>' +
        '<p><a href="/scommesse/guide">Read the guides</a> · <a href="/pronostici">See the predictions</a></p>' +
        '<p><strong>18+ | Play responsibly.</strong></p>',
    },
  },
  {
    key: 'landing-betting-bonuses',
    index: true,
    follow: false,
    it: {
      title: 'Bonus scommesse: le offerte di benvenuto',
      description: 'Le offerte dei bookmaker a confronto, con le condizioni in chiaro.',
      keywords: ['bonus scommesse', 'bonus benvenuto'],
      body:
        '<p>Confronta i bonus di benvenuto: importo massimo, condizioni e scadenze. Prima di accettare un ' +
        'bonus leggi la <a href="/scommesse/guide">guida alle condizioni</a>.</p>' +
        '<p><strong>18+ | Gioca responsabilmente.</strong> Offerte di esempio.</p>',
    },
    en: {
      title: 'Betting bonuses: the welcome offers',
      description: 'Bookmaker offers side by side, with their terms spelled out.',
      keywords: ['betting bonus', 'welcome bonus'],
      body:
        '<p>Compare the welcome bonuses: maximum amount, terms and expiry. Before taking a bonus read the ' +
        '<a href="/scommesse/guide">guide to the terms</a>.</p>' +
        '<p><strong>18+ | Play responsibly.</strong> Sample offers.</p>',
    },
  },
  {
    key: 'landing-serie-a-predictions',
    index: true,
    follow: true,
    it: {
      title: 'Pronostici Serie A: numeri e tendenze',
      description: 'Percentuali di Over, Goal e segno 1X2 della Serie A, giornata per giornata.',
      keywords: ['pronostici serie a', 'serie a', 'over 2.5'],
      body:
        '<p>Le tendenze della Serie A calcolate sui risultati reali: percentuali di vittorie in casa, pareggi, ' +
        'Over 2,5 e Goal. Vai alla <a href="/campionato/italia-serie-a">pagina del campionato</a>.</p>',
    },
    en: {
      title: 'Serie A predictions: figures and trends',
      description: 'Over, both-teams-to-score and 1X2 percentages of Serie A, matchday by matchday.',
      keywords: ['serie a predictions', 'serie a', 'over 2.5'],
      body:
        '<p>Serie A trends worked out from the real results: home wins, draws, Over 2.5 and both teams to ' +
        'score. Go to the <a href="/campionato/italia-serie-a">league page</a>.</p>',
    },
  },
];
