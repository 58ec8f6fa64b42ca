import { index, route, type RouteConfig } from '@react-router/dev/routes';

const COMPETITION = 'routes/campionato.$slug.tsx';

/** The back-office's list screens, each also with a record screen at `<section>/:id`. */
const BACKOFFICE_SECTIONS = [
  'bookmaker-bonuses',
  'guides',
  'quote-maggiorate',
  'teams',
  'competitions',
  'landing',
];

/** SPEC §2's route shapes, one module per page under app/routes (named by URL). */
export default [
  index('routes/home.tsx'),
  route('news', 'routes/news.tsx'),
  route('news/:param', 'routes/news.$param.tsx'),
  route('campionato/:slug', COMPETITION, { id: 'competition' }),
  route('campionato/:slug/:tab', COMPETITION, { id: 'competition-tab' }),
  route('campionato/:slug/stagione/:season/:tab', COMPETITION, { id: 'competition-season' }),
  route('campionato/:slug/stagione/:season/gruppo/:group/:tab', COMPETITION, { id: 'competition-group' }),
  route('campionato/:slug/stagione/:season/gruppo/:group/giornata/:turn/:tab', COMPETITION, {
    id: 'competition-turn',
  }),
  route('squadre/:slug/:tab?', 'routes/squadre.$slug.tsx'),
  route('giocatori/:slug/:tab?', 'routes/giocatori.$slug.tsx'),
  route('giocatori/:slug/bilancio/:id', 'routes/giocatori.$slug.bilancio.$id.tsx'),
  route('partite/:slug/:tab?', 'routes/partite.$slug.tsx'),
  route('pronostici/generali/:page?', 'routes/pronostici.category.tsx', { id: 'predictions-generali' }),
  route('pronostici/pronostici-scommesse/:page?', 'routes/pronostici.category.tsx', {
    id: 'predictions-pronostici-scommesse',
  }),
  route('pronostici/:page?', 'routes/pronostici.tsx'),
  route('scommesse/quote-pronostici/:slug', 'routes/scommesse.quote-pronostici.tsx'),
  route('scommesse/quote-pronostici/:competitionSlug/:slug', 'routes/scommesse.quote-pronostici.detail.tsx'),
  route('scommesse/bookmakers/:slug', 'routes/scommesse.bookmakers.$slug.tsx'),
  route('autori/:slug', 'routes/autori.$slug.tsx'),
  route('live-risultati', 'routes/live-risultati.tsx'),
  route('statistiche', 'routes/statistiche.tsx'),
  route('cerca', 'routes/cerca.tsx'),
  route('scommesse/guide/:param?', 'routes/scommesse.guide.tsx'),
  route('privacy', 'routes/legal.tsx', { id: 'privacy' }),
  route('cookie', 'routes/legal.tsx', { id: 'cookie' }),
  route('terms-conditions', 'routes/legal.tsx', { id: 'terms-conditions' }),
  route('lang', 'routes/lang.ts'),
  route('consent', 'routes/consent.ts'),
  route('robots.txt', 'routes/robots[.]txt.ts'),
  route('backoffice', 'routes/backoffice.tsx', [
    index('routes/backoffice._index.tsx'),
    route('news', 'routes/backoffice.news.tsx'),
    ...BACKOFFICE_SECTIONS.map((section) =>
      route(section, 'routes/backoffice.section.tsx', { id: `backoffice-${section}` }),
    ),
    route('news/:id', 'routes/backoffice.news.$id.tsx'),
    route('users', 'routes/backoffice.users.tsx'),
    route('users/me', 'routes/backoffice.users.me.tsx'),
    ...BACKOFFICE_SECTIONS.map((section) =>
      route(`${section}/:id`, 'routes/backoffice.section.$id.tsx', { id: `backoffice-${section}-record` }),
    ),
  ]),
  route('*', 'routes/$.tsx'),
] satisfies RouteConfig;
