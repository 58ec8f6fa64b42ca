/**
 * Bookmaker bonuses answered from the real API (fixtures/bonusBanner.manifest.json): the seeded sample bonuses
 * (fictional "Bookmaker Demo" operators), all of them, the mobile ones and the home ones, in Italian and English.
 */
/// <reference types="vite/client" />
import { http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import { apiPath } from '../apiPath.ts';
import { fixturesByName } from '../recordedAnswer.ts';

const files = import.meta.glob<JsonBodyType>('../fixtures/bonusBanner.*.json', {
  eager: true,
  import: 'default',
});

/** A recorded answer by its manifest name, e.g. `home` for `bonusBanner.home.json`, `.en` for English. */
export const bonusFixture = fixturesByName(files, 'bonusBanner');

const inLanguage = (request: Request, name: string) =>
  bonusFixture(request.headers.get('accept-language')?.startsWith('en') ? `${name}.en` : name);

export const bonusBannerHandlers: RequestHandler[] = [
  http.get(apiPath('/bookmakerBonuses/home'), ({ request }) =>
    HttpResponse.json(inLanguage(request, 'home')),
  ),
  http.get(apiPath('/bookmakerBonuses'), ({ request }) => {
    const query = new URL(request.url).searchParams;
    if (query.get('showOnMobile') === 'true') return HttpResponse.json(inLanguage(request, 'mobile'));
    const all = inLanguage(request, 'all') as { showOnHome: boolean }[];
    // The API's own filter, on the recorded list.
    return HttpResponse.json(
      query.get('showOnHome') === 'true' ? all.filter((bonus) => bonus.showOnHome) : all,
    );
  }),
];
