import { beforeAll, describe, expect, it } from 'vitest';
import * as newsPageRoute from './news.$param.tsx';
import * as categoryRoute from './pronostici.category.tsx';
import * as predictionsRoute from './pronostici.tsx';
import * as guidesRoute from './scommesse.guide.tsx';
import { useRealApi } from '../testing/realApi.ts';
import { runLoader } from '../testing/renderRoute.tsx';

const NOT_FOUND = { init: { status: 404 } };
/** Past any integer the API or the database takes, and just past the API's page maximum (issue #12). */
const HUGE = ['99999999999999999999', '2147483648', '100001', '9007199254740993'];

beforeAll(() => {
  useRealApi();
});

describe('page numbers no page can have are a 404, never a 500', () => {
  it.each(HUGE)('/news/%s', async (page) => {
    await expect(runLoader(newsPageRoute.loader, `/news/${page}`, { param: page })).rejects.toMatchObject(
      NOT_FOUND,
    );
  });

  it.each(HUGE)('/scommesse/guide/%s', async (page) => {
    await expect(
      runLoader(guidesRoute.loader, `/scommesse/guide/${page}`, { param: page }),
    ).rejects.toMatchObject(NOT_FOUND);
  });

  it.each(HUGE)('/pronostici/%s', async (page) => {
    await expect(runLoader(predictionsRoute.loader, `/pronostici/${page}`, { page })).rejects.toMatchObject(
      NOT_FOUND,
    );
  });

  it.each(HUGE)('/pronostici/generali/%s', async (page) => {
    await expect(
      runLoader(categoryRoute.loader, `/pronostici/generali/${page}`, { page }),
    ).rejects.toMatchObject(NOT_FOUND);
  });

  it('/scommesse/guide/0 and /pronostici/0', async () => {
    await expect(runLoader(guidesRoute.loader, '/scommesse/guide/0', { param: '0' })).rejects.toMatchObject(
      NOT_FOUND,
    );
    await expect(runLoader(predictionsRoute.loader, '/pronostici/0', { page: '0' })).rejects.toMatchObject(
      NOT_FOUND,
    );
  });
});
