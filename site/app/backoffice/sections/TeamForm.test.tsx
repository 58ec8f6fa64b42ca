import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderSectionForm } from '../testing/renderSectionForm.tsx';
import { expectStaffWrite, fetchMock, json, stubStaffFetch } from '../testing/stubFetch.ts';
import type { Row } from './sectionTypes.ts';
import { teamsSection } from './teams.ts';

stubStaffFetch();

const TEAM: Row = {
  id: 12,
  name: 'Inter',
  nameIt: 'Inter',
  nameEn: null,
  shortName: 'INT',
  countryId: 1,
  isNational: false,
  image: { path: '/uploads/teams/inter-256.webp' },
  city: 'Milano',
  stadium: null,
  pallonecomSlug: 'inter',
};

const renderForm = () => renderSectionForm(teamsSection, TEAM);

describe('team form (update only)', () => {
  it('shows the stored values and logo, and no delete', () => {
    renderForm();
    expect(screen.getByRole('heading', { name: 'Modifica squadra #12: Inter' })).toBeInTheDocument();
    expect(screen.getByLabelText<HTMLInputElement>('Città').value).toBe('Milano');
    expect(screen.getByLabelText<HTMLInputElement>('Stadio').value).toBe('');
    expect(screen.getByAltText('Anteprima immagine').getAttribute('src')).toBe(
      '/uploads/teams/inter-256.webp',
    );
    expect(screen.queryByRole('button', { name: 'Elimina' })).toBeNull();
  });

  it('refuses a short name over 60 characters, like the server, and sends nothing', async () => {
    const { user } = renderForm();
    await user.clear(screen.getByLabelText('Nome breve'));
    await user.type(screen.getByLabelText('Nome breve'), 'x'.repeat(61));
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Al massimo 60 caratteri')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts multipart `data` (id, names, empty as null) and the new logo in `image`, with the XSRF header', async () => {
    fetchMock.mockResolvedValue(json(200, { ...TEAM, stadium: 'San Siro' }));
    const { user, save } = renderForm();
    await user.type(screen.getByLabelText('Stadio'), 'San Siro');
    const logo = new File([new Uint8Array([255, 216, 255])], 'inter.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Immagine'), logo);
    expect(screen.getByAltText('Anteprima immagine').getAttribute('src')).not.toBe(
      '/uploads/teams/inter-256.webp',
    );
    const request = await save();
    expectStaffWrite(request, 'PUT', '/api/v1/teams');
    expect(request.data).toEqual({
      id: 12,
      nameIt: 'Inter',
      nameEn: null,
      shortName: 'INT',
      city: 'Milano',
      stadium: 'San Siro',
    });
    expect(((request.body as FormData).get('image') as File).name).toBe('inter.jpg');
  });

  it('asks the server to remove the logo when "Rimuovi l\'immagine" is ticked', async () => {
    fetchMock.mockResolvedValue(json(200, { ...TEAM, image: null }));
    const { user, save } = renderForm();
    await user.click(screen.getByLabelText("Rimuovi l'immagine"));
    expect(screen.queryByAltText('Anteprima immagine')).toBeNull();
    expect((await save()).data).toMatchObject({ id: 12, removeImage: true });
  });
});
