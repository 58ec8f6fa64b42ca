import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newsletterSubscriptions } from '../../db/contentSchema.ts';
import { BASIC_AUTH_HEADER } from '../../testing/testApp.ts';
import { testAppPerFile } from '../../testing/testAppPerFile.ts';

const API = '/api/v1';

const t = testAppPerFile();

const subscribe = (
  payload: unknown,
  headers: Record<string, string> = { authorization: BASIC_AUTH_HEADER },
) =>
  t.inject({
    method: 'POST',
    url: `${API}/newsletter`,
    headers,
    payload: payload as Record<string, unknown>,
  });

const rowsOf = (email: string) =>
  t.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));

async function expectEmailError(email: unknown) {
  const response = await subscribe({ email });
  expect(response.statusCode, String(email)).toBe(400);
  expect(response.json().field).toBe('email');
}

describe('POST /newsletter', () => {
  it('stores a new address trimmed and lower-cased, answering 201', async () => {
    const response = await subscribe({ email: '  Mario.Rossi@Example.COM ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ email: 'mario.rossi@example.com', created: true });
    expect(await rowsOf('mario.rossi@example.com')).toHaveLength(1);
  });

  it('is not an error to subscribe twice: 200, and still one row', async () => {
    expect((await subscribe({ email: 'twice@example.org' })).statusCode).toBe(201);
    const again = await subscribe({ email: 'TWICE@example.org  ' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ email: 'twice@example.org', created: false });
    expect(await rowsOf('twice@example.org')).toHaveLength(1);
  });

  it('rejects an empty or missing address (SPEC §5)', async () => {
    await expectEmailError('');
    await expectEmailError('   ');
    const missing = await subscribe({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('email');
    await expectEmailError(42);
  });

  it('rejects an address over 254 characters, accepting exactly 254', async () => {
    const ok = `${'x'.repeat(64)}@${'a'.repeat(61)}.${'b'.repeat(61)}.${'c'.repeat(61)}.com`;
    expect(ok).toHaveLength(254);
    expect((await subscribe({ email: ok })).statusCode).toBe(201);
    await expectEmailError(
      `${'x'.repeat(10)}@${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(50)}.com`,
    );
  });

  it('rejects a local part over 64 characters and a domain label over 63', async () => {
    expect((await subscribe({ email: `${'a'.repeat(64)}@example.com` })).statusCode).toBe(201);
    await expectEmailError(`${'a'.repeat(65)}@example.com`);
    await expectEmailError(`a@${'d'.repeat(64)}.com`);
  });

  it.each([
    'plainaddress',
    '@example.com',
    'mario@',
    'mario@example',
    'ma..rio@example.com',
    'mario rossi@example.com',
  ])('rejects %j by the general pattern', async (email) => {
    await expectEmailError(email);
  });

  it('rejects unknown fields and needs the public credentials', async () => {
    const extra = await subscribe({ email: 'a@example.com', name: 'x' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().field).toBe('name');
    expect((await subscribe({ email: 'a@example.com' }, {})).statusCode).toBe(401);
  });
});
