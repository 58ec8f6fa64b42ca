/**
 * The copy-paste snippets of the partner guide, one per embeddable widget. The guide renders each one live by
 * reading the snippet's own data attributes with the embed's parser, so a snippet that shows here works on a
 * partner page. The values are the real records Storybook's mocks answer (Serie A 68, the 2022 World Cup
 * final 64, Juventus 16 – Inter 7 in Serie A 2024-25 …).
 */
export interface PartnerSnippet {
  name: string;
  title: string;
  description: string;
  attributes: Record<string, string>;
  /** Other data attributes the widget understands. */
  options: string[];
}

export const SCRIPT_SNIPPET = `<script src="https://pallone.example/embed/v1/pallone-widgets.js" async></script>`;

export const SCRIPT_OPTIONS = [
  'data-api-base="https://api.pallone.example" — the API, when it is not where the script comes from',
  'data-api-user / data-api-password — the shared public API credentials, when they differ from the built-in ones',
  'data-site-base="https://pallone.example" — where links in widgets lead (default: the API origin)',
  'data-lang="it|en" — the language of every widget (default: the page\'s <html lang>, else Italian)',
  'data-time-zone="visitor" — kick-off times in the visitor\'s zone instead of Europe/Rome',
  'data-auto-mount="false" — mount only through PalloneWidgets.mount(el, name, props)',
];

export const PARTNER_SNIPPETS: PartnerSnippet[] = [
  {
    name: 'live-scores',
    title: 'Live scores',
    description: 'A day of matches by competition; refreshes every 15 s while a match is live.',
    attributes: { 'data-date': '2023-10-27', 'data-lang': 'it' },
    options: ['data-competition-ids="68,7"', 'data-only-live', 'data-time-zone="visitor"'],
  },
  {
    name: 'standings',
    title: 'Standings',
    description: 'A competition table with zones, full/home/away tabs and a matchday picker.',
    attributes: {
      'data-competition-id': '68',
      'data-season-id': '2',
      'data-lang': 'it',
      'data-theme': 'dark',
    },
    options: ['data-competition-slug="serie-a"', 'data-group-id', 'data-turn-id', 'data-venue-tabs="false"'],
  },
  {
    name: 'search',
    title: 'Search',
    description: 'Players, teams, matches and news as the visitor types.',
    attributes: { 'data-collapsible': 'false', 'data-lang': 'it' },
    options: ['data-collapsible (icon until opened on desktop; default)'],
  },
  {
    name: 'match-timeline',
    title: 'Match timeline',
    description: "A match's goals, cards and substitutions, minute by minute.",
    attributes: { 'data-match-id': '64', 'data-lang': 'en' },
    options: [],
  },
  {
    name: 'bonus-banner',
    title: 'Bonus banner',
    description: 'Up to three bookmaker bonuses with the 18+ mark; an informational mode without offers.',
    attributes: { 'data-placement': 'home', 'data-mode': 'informational' },
    options: ['data-placement="mobile"', 'data-mode="promotional" (amounts and affiliate links)'],
  },
  {
    name: 'stat-comparison',
    title: 'Statistic comparison',
    description: 'Two teams side by side, statistic by statistic.',
    attributes: { 'data-team-ids': '16,7', 'data-competition-season-id': '17' },
    options: ['data-match-id="4343" (the two teams of a match)'],
  },
];

export const THEME_VARIABLES = [
  '--pallone-bg',
  '--pallone-surface',
  '--pallone-text',
  '--pallone-muted',
  '--pallone-border',
  '--pallone-brand',
  '--pallone-brand-contrast',
  '--pallone-live',
  '--pallone-focus',
  '--pallone-radius',
  '--pallone-font',
];

export function snippetHtml(snippet: PartnerSnippet): string {
  const attributes = Object.entries(snippet.attributes)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  return `<div data-pallone-widget="${snippet.name}"${attributes}></div>`;
}
