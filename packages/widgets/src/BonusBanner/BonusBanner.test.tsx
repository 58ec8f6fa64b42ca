import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { BookmakerBonus } from '@pallone/core';
import { BonusBanner } from './BonusBanner.tsx';
import { renderWidget } from '../testing/renderWidget.tsx';
import { mswServer } from '../testing/mswServer.ts';
import { failRefresh } from '../testing/failRefresh.ts';
import { apiPath } from '../mocks/apiPath.ts';
import { bonusFixture } from '../mocks/handlers/bonusBanner.ts';

/** The 8 real sample bonuses: 1, 3 and 5 on mobile; 1, 3, 5 and 7 on the home page. */
const all = bonusFixture('all') as BookmakerBonus[];
const titles = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('BonusBanner', () => {
  it('shows at most 3 bonuses in the home side column', async () => {
    mswServer.use(
      http.get(apiPath('/bookmakerBonuses/home'), () =>
        HttpResponse.json(all.filter((bonus) => bonus.showOnHome)),
      ),
    );
    renderWidget(<BonusBanner placement="home" />);
    await screen.findByRole('heading', { name: 'Bonus Demo 1' });
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(titles()).not.toContain('Bonus Demo 4');
  });

  it('keeps only showOnHome bonuses in the home column and showOnMobile ones in the mobile banner', async () => {
    mswServer.use(
      http.get(apiPath('/bookmakerBonuses/home'), () => HttpResponse.json(all)),
      http.get(apiPath('/bookmakerBonuses'), () => HttpResponse.json(all)),
    );
    const home = renderWidget(<BonusBanner placement="home" />);
    await screen.findByRole('heading', { name: 'Bonus Demo 1' });
    expect(titles()).toEqual(['Bonus Demo 1', 'Bonus Demo 2', 'Bonus Demo 3']);
    home.unmount();
    renderWidget(<BonusBanner placement="mobile" />);
    await screen.findByRole('heading', { name: 'Bonus Demo 1' });
    expect(titles()).toEqual(['Bonus Demo 1', 'Bonus Demo 2', 'Bonus Demo 3']);
    expect(titles()).not.toContain('Bonus Sport Demo 1');
  });

  it('asks the API for the mobile bonuses only', async () => {
    const queries: string[] = [];
    mswServer.use(
      http.get(apiPath('/bookmakerBonuses'), ({ request }) => {
        queries.push(new URL(request.url).search);
      }),
    );
    renderWidget(<BonusBanner placement="mobile" />);
    await screen.findByRole('heading', { name: 'Bonus Demo 1' });
    expect(queries).toEqual(['?showOnMobile=true']);
  });

  it('shows the amount as "Bonus massimo" in euro, the extra and the terms', async () => {
    renderWidget(<BonusBanner placement="home" />);
    const card = await screen.findByRole('article', { name: 'Bonus Demo 2' });
    expect(card).toHaveTextContent('Bonus massimo € 250');
    expect(card).toHaveTextContent('Bonus sul primo deposito (esempio)');
    expect(card).toHaveTextContent('18+ | Gioca responsabilmente | Concessione ADM di esempio');
    expect(within(card).getByRole('img', { name: 'Bookmaker Demo 2' })).toHaveAttribute('data-fallback');
  });

  it('links to the offer with rel="sponsored noopener" in a new tab', async () => {
    renderWidget(<BonusBanner placement="home" />);
    const card = await screen.findByRole('article', { name: 'Bonus Demo 1' });
    const link = within(card).getByRole('link', { name: /Scopri il bonus/ });
    expect(link).toHaveAttribute('href', 'https://example.com/bookmaker-esempio-1/benvenuto');
    expect(link).toHaveAttribute('rel', 'sponsored noopener');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName('Scopri il bonus Bonus Demo 1 (si apre in una nuova scheda)');
  });

  it('shows the 18+ mark on every bonus and the responsible-gambling notice', async () => {
    renderWidget(<BonusBanner placement="home" />);
    const cards = await screen.findAllByRole('article');
    for (const card of cards) {
      expect(within(card).getByRole('img', { name: 'Vietato ai minori di 18 anni' })).toHaveTextContent(
        '18+',
      );
    }
    expect(
      screen.getByText('18+ | Il gioco può causare dipendenza patologica. Gioca responsabilmente.'),
    ).toBeInTheDocument();
  });

  it('sets the bonus colours as CSS variables, ignoring anything but a hex colour', async () => {
    mswServer.use(
      http.get(apiPath('/bookmakerBonuses/home'), () =>
        HttpResponse.json([all[0], { ...all[2], backgroundColor: 'red;}body{display:none' }]),
      ),
    );
    renderWidget(<BonusBanner placement="home" />);
    const first = await screen.findByRole('article', { name: 'Bonus Demo 1' });
    expect(first.style.getPropertyValue('--bonus-bg')).toBe('#0b3d2e');
    expect(first.style.getPropertyValue('--bonus-fg')).toBe('#ffffff');
    const second = screen.getByRole('article', { name: 'Bonus Demo 2' });
    expect(second.style.getPropertyValue('--bonus-bg')).toBe('');
    expect(second.style.getPropertyValue('--bonus-fg')).toBe('#f1faee');
  });

  it('in informational mode names the operators with no links, amounts or offers', async () => {
    renderWidget(<BonusBanner placement="home" mode="informational" />);
    expect(screen.getByRole('heading', { name: 'Operatori di gioco' })).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Bookmaker Demo 1' });
    expect(titles()).toEqual(['Bookmaker Demo 1', 'Bookmaker Demo 2', 'Bookmaker Demo 3']);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    const banner = screen.getByRole('region', { name: 'Operatori di gioco' });
    expect(banner).not.toHaveTextContent('€');
    expect(banner).not.toHaveTextContent(/Bonus/);
    expect(within(banner).getAllByText('Operatore di scommesse sportive.')).toHaveLength(3);
    expect(within(banner).getAllByRole('img', { name: 'Vietato ai minori di 18 anni' })).toHaveLength(4);
    expect(banner).toHaveTextContent('Il gioco può causare dipendenza patologica. Gioca responsabilmente.');
  });

  it('speaks English: "Maximum bonus €100" and the English notice', async () => {
    renderWidget(<BonusBanner placement="mobile" />, { language: 'en' });
    const card = await screen.findByRole('article', { name: 'Bonus Demo 1' });
    expect(card).toHaveTextContent('Maximum bonus €100');
    expect(card).toHaveTextContent('Bonus on the first deposit (sample)');
    expect(screen.getByText('18+ | Gambling can be addictive. Play responsibly.')).toBeInTheDocument();
  });

  it('shows the empty text, and an error with retry, never a blank box', async () => {
    mswServer.use(http.get(apiPath('/bookmakerBonuses/home'), () => new HttpResponse(null, { status: 503 })));
    renderWidget(<BonusBanner placement="home" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Impossibile caricare i dati.');
    mswServer.use(http.get(apiPath('/bookmakerBonuses/home'), () => HttpResponse.json([])));
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText('Nessun bonus disponibile')).toBeInTheDocument();
  });

  it('keeps the bonuses on screen when a refresh fails, with the notice', async () => {
    const { queryClient } = renderWidget(<BonusBanner placement="home" />);
    await screen.findByRole('heading', { name: 'Bonus Demo 1' });
    await failRefresh(queryClient, '/bookmakerBonuses/home');
    expect(await screen.findByText('Impossibile aggiornare i dati.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bonus Demo 1' })).toBeInTheDocument();
  });

  it('lets the keyboard scroll the informational mobile banner, which has no links to tab to', async () => {
    renderWidget(<BonusBanner placement="mobile" mode="informational" />);
    const list = await screen.findByRole('list', { name: 'Operatori di gioco' });
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    await userEvent.tab();
    expect(list).toHaveFocus();
  });
});
