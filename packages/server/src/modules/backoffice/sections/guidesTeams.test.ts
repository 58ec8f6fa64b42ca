/** Guides and teams in the back-office: create/update a guide, update a team with a logo, read a competition. */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { staffTestAppPerFile } from '../staffTestApp.ts';
import { guideData } from '../testContentData.ts';

const t = staffTestAppPerFile();

describe('guides and teams in the back-office', () => {
  it('creates and updates a guide (JSON), sanitizing the body, and lists it', async () => {
    const data = guideData('guida-test', {
      description: 'Come si legge una quota',
      body: '<p onclick="x()">Testo</p>',
    });
    const created = await t.staff({ method: 'POST', url: '/api/v1/guides', payload: data });
    expect(created.statusCode).toBe(200);
    expect(created.json().body).toBe('<p>Testo</p>');
    const updated = await t.staff({
      method: 'PUT',
      url: '/api/v1/guides',
      payload: { ...data, id: created.json().id, title: 'Guida aggiornata' },
    });
    expect(updated.json().title).toBe('Guida aggiornata');
    const page = await t.staff({
      method: 'POST',
      url: '/api/v1/backoffice/guides/getPaginated',
      payload: { search: 'aggiornata' },
    });
    expect(page.json().items.map((g: { id: number }) => g.id)).toEqual([created.json().id]);
  });

  it('updates a team with a logo and reads it back; reads a competition', async () => {
    const team = await t.staff({ method: 'GET', url: '/api/v1/backoffice/teams/1' });
    const id = team.statusCode === 200 ? 1 : undefined;
    expect(id).toBe(1);
    const logo = await sharp({ create: { width: 300, height: 300, channels: 4, background: '#0a0' } })
      .png()
      .toBuffer();
    const boundary = 'b0undary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="data"\r\n\r\n${JSON.stringify({ id, city: 'Torino' })}\r\n`,
      ),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="l.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      logo,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const updated = await t.staff({
      method: 'PUT',
      url: '/api/v1/teams',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().city).toBe('Torino');
    expect(updated.json().image.path).toMatch(/^\/uploads\/teams\/[0-9a-f-]{36}-256\.webp$/);
    expect((await t.staff({ method: 'GET', url: '/api/v1/backoffice/competitions/68' })).json().id).toBe(68);
  });
});
