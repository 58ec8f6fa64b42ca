import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../testing/testAppPerFile.ts';

const API = '/api/v1';

const t = testAppPerFile();

describe('GET /paymentsMethods', () => {
  it('lists the payment methods in order, named in the request language', async () => {
    const italian = (await t.get(`${API}/paymentsMethods`, { language: 'it' })).json();
    expect(italian.length).toBeGreaterThanOrEqual(5);
    expect(italian[0]).toEqual({
      id: expect.any(Number),
      name: 'Carta di credito',
      pallonecomSlug: 'carta-di-credito',
      image: null,
      isSample: true,
    });
    const english = (await t.get(`${API}/paymentsMethods`, { language: 'en' })).json();
    expect(english[0].name).toBe('Credit card');
  });

  it('needs the public credentials', async () => {
    expect((await t.inject({ method: 'GET', url: `${API}/paymentsMethods` })).statusCode).toBe(401);
  });
});
