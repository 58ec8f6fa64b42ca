import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import * as recordRoute from './giocatori.$slug.bilancio.$id.tsx';
import { useRealApi } from '../testing/realApi.ts';
import { renderRoute, runLoader } from '../testing/renderRoute.tsx';
import { roleTexts } from '../testing/roleTexts.ts';

const DUMFRIES = 'denzel-dumfries';
const NOT_FOUND = { init: { status: 404 } };

beforeAll(() => {
  useRealApi();
});

const openRecord = (url: string) => renderRoute(recordRoute, '/giocatori/:slug/bilancio/:id', url);

describe('player bilancio: his record in one competition season', () => {
  it('a club season: squad number and position, the team record and its 38 league matches', async () => {
    openRecord(`/giocatori/${DUMFRIES}/bilancio/5`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Denzel Dumfries: Record Serie A 2023/2024' }),
    ).toBeInTheDocument();
    expect(screen.getByText('In the squad — #2 — Defender')).toBeInTheDocument();
    const record = screen.getByRole('table', { name: 'Team record' });
    expect(roleTexts(record, 'cell')).toEqual(['38', '29', '7', '2', '89', '22']);
    const monza = screen.getByRole('link', {
      name: /19\/08\/2023 20:45\s*FC Internazionale Milano\s*2 - 0\s*AC Monza/,
    });
    expect(monza.getAttribute('href')).toContain('/partite/fc-internazionale-milano-ac-monza-2023-08-19');
    expect(screen.getAllByRole('link', { name: /\d\d\/\d\d\/\d{4}/ })).toHaveLength(38);
    // Serie A has no goal events in the data: no "Goals" heading over "No data".
    expect(screen.queryByRole('heading', { level: 2, name: 'Goals' })).toBeNull();
  });

  it('a tournament with goal events: his goals and his national team record', async () => {
    openRecord(`/giocatori/${DUMFRIES}/bilancio/1`);
    expect(await screen.findByRole('link', { name: 'Netherlands' })).toHaveAttribute(
      'href',
      '/squadre/paesi-bassi',
    );
    const record = screen.getByRole('table', { name: 'Team record' });
    expect(roleTexts(record, 'cell')).toEqual(['5', '3', '2', '0', '10', '4']);
    const goals = screen.getByText('Goals', { selector: 'dt' }).nextElementSibling;
    expect(goals?.textContent).toBe('1');
  });

  it('answers 404 to a competition season he has no team in, an unknown id or a malformed one', async () => {
    const record = (id: string) =>
      runLoader(recordRoute.loader, `/giocatori/${DUMFRIES}/bilancio/${id}`, { slug: DUMFRIES, id });
    await expect(record('36')).rejects.toMatchObject(NOT_FOUND);
    await expect(record('999999')).rejects.toMatchObject(NOT_FOUND);
    await expect(record('abc')).rejects.toMatchObject(NOT_FOUND);
    await expect(record('05')).rejects.toMatchObject(NOT_FOUND);
  });
});
