import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { Search } from './Search.tsx';
import { renderWidget } from '../testing/renderWidget.tsx';

const slow = { timeout: 3000 };

/** Opens the search from its desktop icon (jsdom is 1024 px wide) and types. */
async function openAndType(text: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Apri la ricerca' }));
  await userEvent.type(screen.getByRole('combobox', { name: 'Cerca' }), text);
}

describe('Search panel (SPEC §2, §4)', () => {
  it('shows as an icon on desktop until opened, and folds back on blur when empty', async () => {
    renderWidget(<Search />);
    const opener = screen.getByRole('button', { name: 'Apri la ricerca' });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    await userEvent.click(opener);
    const input = screen.getByRole('combobox', { name: 'Cerca' });
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('placeholder', 'Cerca una squadra, giocatore, news o partita');
    expect(screen.getByRole('search')).toHaveAttribute('data-state', 'expanded');
    await userEvent.tab();
    expect(screen.getByRole('search')).toHaveAttribute('data-state', 'collapsed');
    expect(screen.getByRole('button', { name: 'Apri la ricerca' })).toBeInTheDocument();
  });

  it('opens a labelled panel with the four sections in order while the input has text', async () => {
    renderWidget(<Search />);
    await openAndType('valencia');
    const panel = screen.getByRole('dialog', { name: 'Risultati della ricerca' });
    expect(screen.getByRole('combobox', { name: 'Cerca' })).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(panel)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Giocatori', 'Squadre', 'Partite', 'News']);
    expect(await within(panel).findByRole('link', { name: /Enner Valencia/ }, slow)).toBeInTheDocument();
    expect(within(panel).getByRole('region', { name: 'News' })).toHaveAttribute('data-state', 'list');
  });

  it('hands the typed text to onSubmit on Enter and closes, and leaves Enter alone on blank text', async () => {
    const onSubmit = vi.fn();
    renderWidget(<Search onSubmit={onSubmit} />);
    await openAndType('   {Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('combobox', { name: 'Cerca' }), ' inter {Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('inter');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('locks page scrolling with a backdrop while open, and closes on a click outside', async () => {
    document.body.style.overflow = 'auto';
    renderWidget(<Search />);
    await openAndType('valencia');
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.click(document.body);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });

  it('stays open for clicks inside the panel', async () => {
    renderWidget(<Search />);
    await openAndType('valencia');
    await userEvent.click(screen.getByRole('heading', { name: 'Giocatori' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes after choosing a result, handing its link to onNavigate', async () => {
    const onNavigate = vi.fn((_href: string, event: { preventDefault(): void }) => event.preventDefault());
    renderWidget(<Search onNavigate={onNavigate} />);
    await openAndType('valencia');
    await userEvent.click(await screen.findByRole('link', { name: /Valencia CF\s*Spagna/ }, slow));
    expect(onNavigate).toHaveBeenCalledWith('/squadre/valencia-cf', expect.anything());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on Escape, keeping the focus in the input', async () => {
    renderWidget(<Search />);
    await openAndType('valencia');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Cerca' })).toHaveFocus();
  });

  it('moves through the results with the arrow keys', async () => {
    renderWidget(<Search />);
    await openAndType('valencia');
    const first = await screen.findByRole('link', { name: /Anthony Valencia/ }, slow);
    await userEvent.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /Enner Valencia/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('combobox', { name: 'Cerca' })).toHaveFocus();
  });

  it('shows the input at once when not collapsible, and speaks English', async () => {
    renderWidget(<Search collapsible={false} language="en" />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('combobox', { name: 'Search' }), 'valencia');
    expect(screen.getByRole('combobox')).toHaveAttribute(
      'placeholder',
      'Search for a team, player, news or match',
    );
    const panel = screen.getByRole('dialog', { name: 'Search results' });
    expect(
      within(panel)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Players', 'Teams', 'Matches', 'News']);
  });

  it('spans a narrow screen less 8 px each side wherever the field sits, also after a resize', async () => {
    const root = document.documentElement;
    Object.defineProperty(root, 'clientWidth', { configurable: true, value: 320 });
    // A 225 px field at the right of a 320 px header.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ left: 87 } as DOMRect);
    try {
      renderWidget(<Search collapsible={false} />);
      await userEvent.type(screen.getByRole('combobox', { name: 'Cerca' }), 'valencia');
      const panel = screen.getByRole('dialog', { name: 'Risultati della ricerca' });
      expect(panel.style.getPropertyValue('--p-panel-left')).toBe('-79px');
      expect(panel.style.getPropertyValue('--p-panel-width')).toBe('304px');
      Object.defineProperty(root, 'clientWidth', { configurable: true, value: 375 });
      fireEvent(window, new Event('resize'));
      expect(panel.style.getPropertyValue('--p-panel-width')).toBe('359px');
    } finally {
      delete (root as { clientWidth?: number }).clientWidth;
      vi.restoreAllMocks();
    }
  });
});
