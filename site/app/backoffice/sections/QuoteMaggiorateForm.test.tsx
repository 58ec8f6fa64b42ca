import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { INTER_TORINO, INTER_TORINO_LABEL } from '../testing/pickerData.ts';
import { renderSectionForm } from '../testing/renderSectionForm.tsx';
import { expectStaffWrite, fetchMock, json, pickerFetch, stubStaffFetch } from '../testing/stubFetch.ts';
import { quoteMaggiorateSection } from './quoteMaggiorate.ts';
import type { Row } from './sectionTypes.ts';
import { roleTexts } from '../../testing/roleTexts.ts';

stubStaffFetch();

const renderForm = (row?: Row) => renderSectionForm(quoteMaggiorateSection, row);

const matchPicker = () => screen.getByRole('combobox', { name: 'Partita' });
const calledUrls = () => pickerFetch.mock.calls.map(([url]) => url);

describe('boosted odds form: bookmaker and match chosen by name', () => {
  it('finds the match by team names, chooses it with the keyboard and posts its id and the bookmaker id', async () => {
    fetchMock.mockResolvedValue(json(200, { id: 9 }));
    const { user, save } = renderForm();
    const bookmaker = screen.getByRole('combobox', { name: 'Bookmaker' });
    await vi.waitFor(() => expect(bookmaker.hasAttribute('disabled')).toBe(false));
    expect(roleTexts(bookmaker, 'option')).toEqual(['Seleziona...', 'Bookmaker Demo 1', 'Bookmaker Demo 2']);
    await user.selectOptions(bookmaker, 'Bookmaker Demo 2');

    await user.type(matchPicker(), 'inter torino');
    expect(matchPicker().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Caricamento...');
    const option = await screen.findByRole('option', { name: INTER_TORINO_LABEL });
    expect(calledUrls()).toContain('/api/v1/matches/search?search=inter%20torino&limit=20');
    await user.keyboard('{ArrowDown}');
    expect(matchPicker().getAttribute('aria-activedescendant')).toBe(option.id);
    expect(option.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    expect(matchPicker()).toHaveProperty('value', INTER_TORINO_LABEL);
    expect(matchPicker().getAttribute('aria-expanded')).toBe('false');

    await user.type(screen.getByLabelText('Quota abituale'), '1,90');
    await user.type(screen.getByLabelText('Quota maggiorata'), '2.50');
    await user.type(screen.getByLabelText('Valida dal'), '20/08/2025 10:00');
    await user.type(screen.getByLabelText('Valida fino al'), '25/08/2025 20:00');
    const request = await save();
    expectStaffWrite(request, 'POST', '/api/v1/bonusQuota');
    expect(request.data).toMatchObject({
      bookmakerId: 2,
      matchId: INTER_TORINO.id,
      usualOdds: 1.9,
      boostedOdds: 2.5,
      validFrom: new Date(2025, 7, 20, 10, 0).toISOString(),
    });
  });

  it('searches a day when the text holds a date, and says "Nessun dato" when nothing matches', async () => {
    const { user } = renderForm();
    await user.type(matchPicker(), 'torino 25/08/2025');
    await user.click(await screen.findByRole('option', { name: INTER_TORINO_LABEL }));
    expect(calledUrls()).toContain('/api/v1/matches?date=2025-08-25&pageSize=100');
    expect(matchPicker()).toHaveProperty('value', INTER_TORINO_LABEL);

    await user.clear(matchPicker());
    await user.type(matchPicker(), 'roma 25/08/2025');
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('Nessun dato'));
    expect(within(screen.getByRole('listbox', { name: 'Partita' })).queryAllByRole('option')).toEqual([]);
    await user.keyboard('{Escape}');
    expect(matchPicker()).toHaveProperty('value', INTER_TORINO_LABEL);
  });

  it('names the stored bookmaker and match of an offer being edited', async () => {
    renderForm({
      id: 4,
      bookmakerId: 1,
      matchId: INTER_TORINO.id,
      market: '1x2',
      selection: '1',
      usualOdds: 1.5,
      boostedOdds: 1.8,
      validFrom: '2025-08-20T08:00:00.000Z',
      validTo: '2025-08-25T18:00:00.000Z',
      bookmakerName: 'Bookmaker Demo 1',
      matchLabel: 'FC Internazionale Milano - Torino FC',
    });
    await vi.waitFor(() => expect(matchPicker()).toHaveProperty('value', INTER_TORINO_LABEL));
    expect(calledUrls()).toContain(`/api/v1/matches/${INTER_TORINO.id}`);
    const bookmaker = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Bookmaker' });
    await vi.waitFor(() => expect(bookmaker.selectedOptions[0]?.textContent).toBe('Bookmaker Demo 1'));
    expect(screen.getByLabelText<HTMLInputElement>('Valida fino al').value).toMatch(/^25\/08\/2025 \d\d:00$/);
  });
});
