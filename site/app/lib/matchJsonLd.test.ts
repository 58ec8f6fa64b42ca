import { describe, expect, it } from 'vitest';
import { matchJsonLd } from './matchJsonLd.ts';

const final: Parameters<typeof matchJsonLd>[0] = {
  homeTeam: null,
  awayTeam: null,
  homeName: 'Argentina',
  awayName: 'Francia',
  date: '2022-12-18T15:00:00.000Z',
  venue: 'Lusail Stadium',
  status: 'played',
};

describe('matchJsonLd', () => {
  it('carries the result as the page shows it, after extra time with the shoot-out', () => {
    const ld = matchJsonLd(final, 'Argentina - Francia 3-3 d.t.s. (4-2 d.c.r.)', 'https://x.test/partite/f');
    expect(ld).toMatchObject({
      '@type': 'SportsEvent',
      name: 'Argentina - Francia',
      description: 'Argentina - Francia 3-3 d.t.s. (4-2 d.c.r.)',
      location: { name: 'Lusail Stadium' },
      eventStatus: 'https://schema.org/EventScheduled',
    });
  });

  it('says when a match was postponed or cancelled', () => {
    expect(matchJsonLd({ ...final, status: 'postponed' }, '', '').eventStatus).toBe(
      'https://schema.org/EventPostponed',
    );
    expect(matchJsonLd({ ...final, status: 'cancelled', venue: null }, '', '')).toMatchObject({
      eventStatus: 'https://schema.org/EventCancelled',
    });
    expect(matchJsonLd({ ...final, venue: null }, '', '')).not.toHaveProperty('location');
  });
});
