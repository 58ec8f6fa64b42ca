/** Every sentence of the partner guide, once per language: a guide page is wholly Italian or wholly English. */
import type { GuideLanguage } from './partnerSnippets.ts';

export const guideMessages = {
  it: {
    title: 'Widget Pallone sul tuo sito',
    intro:
      'Incolla lo script una volta per pagina, poi un <div> per ogni widget, dove vuoi che appaia. Ogni widget vive in uno shadow root: il CSS della pagina non lo tocca e lui non tocca la pagina. Più widget, e più copie dello stesso, convivono; quelli aggiunti dopo il caricamento si montano da soli.',
    scriptHeading: '1. Lo script',
    scriptText:
      "L'indirizzo /embed/v1/ resta lo stesso per tutta la versione 1: le correzioni arrivano sulla tua pagina dal caricamento successivo. Per fissare una build precisa usa l'indirizzo indicato dall'intestazione X-Pallone-Embed-Versioned:",
    scriptOptions: 'Opzioni sul tag script:',
    npmHeading: 'Con React: il pacchetto npm',
    npmText:
      "Su un sito React installa la libreria e usa i componenti dentro PalloneProvider; credentials sono le credenziali pubbliche dell'API che Pallone ti fornisce (lo script le ha già incluse):",
    widgetsHeading: '2. I widget',
    moreAttributes: 'Altri attributi:',
    preview: 'Anteprima',
    idsHeading: '3. Dove trovare gli id',
    idsText:
      'Gli id di competizioni, squadre e partite sono quelli dell’API Pallone. Cerca una competizione o una squadra qui sotto e copia lo snippet pronto.',
    searchLabel: 'Competizione o squadra',
    searchButton: 'Cerca',
    searching: 'Ricerca in corso…',
    searchFailed: 'La ricerca non è riuscita. Riprova.',
    noResults: 'Nessun risultato.',
    competitions: 'Competizioni',
    teams: 'Squadre',
    choose: 'Scegli',
    pickSecondTeam: 'Scegli una seconda squadra per il confronto.',
    themeHeading: '4. Colori',
    themeText:
      'data-theme="dark" sceglie il tema scuro. Le variabili CSS su un antenato del widget valgono anche dentro lo shadow root; ecco tutte e quindici con i valori predefiniti:',
    variable: 'Variabile',
    lightDefault: 'Tema chiaro',
    darkDefault: 'Tema scuro',
    variablesCaption: 'Variabili CSS dei widget e valori predefiniti',
    jsHeading: '5. JavaScript',
    jsText: 'Con data-auto-mount="false" monti e smonti i widget da codice:',
    copy: 'Copia',
    copied: 'Copiato',
    codeLabel: 'Codice:',
  },
  en: {
    title: 'Pallone widgets on your site',
    intro:
      'Paste the script once per page, then one <div> per widget, where you want it to appear. Each widget lives in a shadow root: the page’s CSS does not touch it and it does not touch the page. Several widgets, and several copies of one, live side by side; widgets added after loading mount by themselves.',
    scriptHeading: '1. The script',
    scriptText:
      'The /embed/v1/ address stays the same for the whole of version 1: fixes reach your page on its next load. To pin one exact build, use the address named by the X-Pallone-Embed-Versioned header:',
    scriptOptions: 'Options on the script tag:',
    npmHeading: 'With React: the npm package',
    npmText:
      'On a React site, install the library and use the components inside PalloneProvider; credentials are the shared public API credentials Pallone gives you (the script has them built in):',
    widgetsHeading: '2. The widgets',
    moreAttributes: 'More attributes:',
    preview: 'Preview',
    idsHeading: '3. Where ids come from',
    idsText:
      'Competition, team and match ids are those of the Pallone API. Search a competition or a team below and copy the ready snippet.',
    searchLabel: 'Competition or team',
    searchButton: 'Search',
    searching: 'Searching…',
    searchFailed: 'The search failed. Try again.',
    noResults: 'No results.',
    competitions: 'Competitions',
    teams: 'Teams',
    choose: 'Choose',
    pickSecondTeam: 'Choose a second team to compare.',
    themeHeading: '4. Colours',
    themeText:
      'data-theme="dark" picks the dark theme. CSS variables set on an ancestor of a widget also apply inside its shadow root; here are all fifteen with their defaults:',
    variable: 'Variable',
    lightDefault: 'Light theme',
    darkDefault: 'Dark theme',
    variablesCaption: 'Widget CSS variables and their defaults',
    jsHeading: '5. JavaScript',
    jsText: 'With data-auto-mount="false" you mount and unmount widgets from code:',
    copy: 'Copy',
    copied: 'Copied',
    codeLabel: 'Code:',
  },
} satisfies Record<GuideLanguage, Record<string, string>>;

export type GuideMessages = (typeof guideMessages)['it'];
