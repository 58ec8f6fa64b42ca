/**
 * The partner guide's content: the script tag, the npm install, one copy-paste snippet per embeddable widget and
 * the theme variables with their defaults. Every snippet works as pasted on a partner page: no pinned date or
 * season (a widget without `data-date` shows today, without `data-season-id` the current season) and only real
 * ids from the data (Serie A: competition 68, slug `italia-serie-a`; Juventus 16, Inter 7; the 2022 World Cup
 * final: match 64). tests/e2e/partnerSnippets.e2e.ts mounts each one through the built embed script.
 */
import { darkTheme, lightTheme, type ThemeVariable } from '../../packages/widgets/src/theme/themeVars.ts';

export type GuideLanguage = 'it' | 'en';
type Bilingual = Record<GuideLanguage, string>;

/** The stable, versioned URL: releases within v1 reach the page on its next load (decision 030). */
export const SCRIPT_URL = 'https://pallone.example/embed/v1/pallone-widgets.js';
export const SCRIPT_SNIPPET = `<script src="${SCRIPT_URL}" async></script>`;
/** The pinned build: the stable response names it in its `X-Pallone-Embed-Versioned` header. */
export const PINNED_SCRIPT_EXAMPLE = 'https://pallone.example/embed/v1/pallone-widgets.<sha256-10>.js';

export const NPM_INSTALL =
  'npm install @pallone/widgets react react-dom styled-components @tanstack/react-query';
/** React hosts: `credentials` are the shared public API credentials Pallone gives partners. */
export const npmUsage = (
  language: GuideLanguage,
) => `import { PalloneProvider, Standings } from '@pallone/widgets';

<PalloneProvider apiBase="https://pallone.example" credentials={credentials} language="${language}">
  <Standings competitionSlug="italia-serie-a" />
</PalloneProvider>`;

export interface ScriptOption {
  attribute: string;
  text: Bilingual;
}

export const SCRIPT_OPTIONS: ScriptOption[] = [
  {
    attribute: 'data-api-base="https://api.pallone.example"',
    text: {
      it: "l'API, quando non è dove sta lo script",
      en: 'the API, when it is not where the script comes from',
    },
  },
  {
    attribute: 'data-site-base="https://pallone.example"',
    text: {
      it: "dove portano i link dei widget (predefinito: l'origine dell'API)",
      en: 'where links in widgets lead (default: the API origin)',
    },
  },
  {
    attribute: 'data-lang="it|en"',
    text: {
      it: 'la lingua di tutti i widget (predefinito: <html lang> della pagina, altrimenti italiano)',
      en: "the language of every widget (default: the page's <html lang>, else Italian)",
    },
  },
  {
    attribute: 'data-time-zone="visitor"',
    text: {
      it: 'orari nel fuso del visitatore invece di Europe/Rome',
      en: "kick-off times in the visitor's zone instead of Europe/Rome",
    },
  },
  {
    attribute: 'data-auto-mount="false"',
    text: {
      it: 'monta solo con PalloneWidgets.mount(el, nome, props)',
      en: 'mount only through PalloneWidgets.mount(el, name, props)',
    },
  },
];

export interface PartnerSnippet {
  name: string;
  title: Bilingual;
  description: Bilingual;
  attributes: Record<string, string>;
  /** Other data attributes the widget understands, each with what it does. */
  options: ScriptOption[];
}

export const PARTNER_SNIPPETS: PartnerSnippet[] = [
  {
    name: 'live-scores',
    title: { it: 'Risultati in diretta', en: 'Live scores' },
    description: {
      it: 'Le partite di oggi per competizione; si aggiorna da solo mentre una partita è in corso.',
      en: "Today's matches by competition; it updates itself while a match is live.",
    },
    attributes: {},
    options: [
      { attribute: 'data-date="YYYY-MM-DD"', text: { it: 'un altro giorno', en: 'another day' } },
      {
        attribute: 'data-competition-ids="68"',
        text: { it: 'solo queste competizioni', en: 'only these competitions' },
      },
      { attribute: 'data-only-live', text: { it: 'solo le partite in corso', en: 'live matches only' } },
    ],
  },
  {
    name: 'standings',
    title: { it: 'Classifica', en: 'Standings' },
    description: {
      it: 'La classifica della stagione in corso, con zone, schede totale/casa/trasferta e giornate.',
      en: "The current season's table, with zones, overall/home/away tabs and matchdays.",
    },
    attributes: { 'data-competition-slug': 'italia-serie-a' },
    options: [
      {
        attribute: 'data-competition-id="68"',
        text: {
          it: 'la competizione per id invece che per slug',
          en: 'the competition by id instead of slug',
        },
      },
      { attribute: 'data-season-id', text: { it: 'una stagione passata', en: 'a past season' } },
      { attribute: 'data-theme="dark"', text: { it: 'tema scuro', en: 'dark theme' } },
      {
        attribute: 'data-venue-tabs="false"',
        text: { it: 'senza schede casa/trasferta', en: 'without home/away tabs' },
      },
    ],
  },
  {
    name: 'search',
    title: { it: 'Ricerca', en: 'Search' },
    description: {
      it: 'Giocatori, squadre, partite e notizie mentre il visitatore scrive.',
      en: 'Players, teams, matches and news as the visitor types.',
    },
    attributes: { 'data-collapsible': 'false' },
    options: [
      {
        attribute: 'data-collapsible',
        text: { it: 'su desktop un’icona finché non si apre', en: 'an icon on desktop until opened' },
      },
    ],
  },
  {
    name: 'match-timeline',
    title: { it: 'Cronaca della partita', en: 'Match timeline' },
    description: {
      it: 'Gol, cartellini e sostituzioni minuto per minuto (qui la finale dei Mondiali 2022).',
      en: "A match's goals, cards and substitutions minute by minute (here the 2022 World Cup final).",
    },
    attributes: { 'data-match-id': '64' },
    options: [],
  },
  {
    name: 'bonus-banner',
    title: { it: 'Banner bonus', en: 'Bonus banner' },
    description: {
      it: 'Fino a tre bonus dei bookmaker con il marchio 18+; in modalità informativa senza offerte.',
      en: 'Up to three bookmaker bonuses with the 18+ mark; in informational mode without offers.',
    },
    attributes: { 'data-placement': 'home', 'data-mode': 'informational' },
    options: [
      { attribute: 'data-placement="mobile"', text: { it: 'versione per telefoni', en: 'phone version' } },
      {
        attribute: 'data-mode="promotional"',
        text: { it: 'importi e link affiliati', en: 'amounts and affiliate links' },
      },
    ],
  },
  {
    name: 'stat-comparison',
    title: { it: 'Confronto statistiche', en: 'Statistic comparison' },
    description: {
      it: 'Due squadre a confronto, statistica per statistica (qui Juventus e Inter).',
      en: 'Two teams side by side, statistic by statistic (here Juventus and Inter).',
    },
    attributes: { 'data-team-ids': '16,7' },
    options: [
      {
        attribute: 'data-match-id="4343"',
        text: { it: 'le due squadre di una partita', en: 'the two teams of a match' },
      },
    ],
  },
];

export interface ThemeVariableRow {
  name: ThemeVariable;
  light: string;
  dark: string;
}

/** All fifteen public variables with their light and dark defaults, read from the widgets' theme. */
export const THEME_VARIABLES: ThemeVariableRow[] = (Object.keys(lightTheme) as ThemeVariable[]).map(
  (name) => ({
    name,
    light: lightTheme[name],
    dark: darkTheme[name],
  }),
);

export function themeCss(): string {
  return `.sidebar {\n${THEME_VARIABLES.map(({ name, light }) => `  ${name}: ${light};`).join('\n')}\n}`;
}

export function snippetHtml(snippet: Pick<PartnerSnippet, 'name' | 'attributes'>): string {
  const attributes = Object.entries(snippet.attributes)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  return `<div data-pallone-widget="${snippet.name}"${attributes}></div>`;
}
