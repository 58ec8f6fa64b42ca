import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { QueryState } from './QueryState.tsx';
import { renderWidget } from '../testing/renderWidget.tsx';

const base = { data: undefined, isPending: false, isError: false, refetch: vi.fn() };

describe('QueryState', () => {
  it('holds the place with a skeleton and announces loading in Italian', () => {
    renderWidget(
      <QueryState query={{ ...base, isPending: true }} skeletonRows={3} isEmpty={() => false}>
        {() => null}
      </QueryState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Caricamento...');
  });

  it('shows an error with a retry button that refetches', async () => {
    const refetch = vi.fn();
    renderWidget(
      <QueryState query={{ ...base, isError: true, refetch }} skeletonRows={3} isEmpty={() => false}>
        {() => null}
      </QueryState>,
      { language: 'en' },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('The data could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows the empty text when there is nothing to list', () => {
    renderWidget(
      <QueryState query={{ ...base, data: [] as number[] }} skeletonRows={3} isEmpty={(d) => d.length === 0}>
        {(d) => <p>{d.length} items</p>}
      </QueryState>,
    );
    expect(screen.getByText('Nessun dato')).toBeInTheDocument();
    expect(screen.queryByText(/items/)).not.toBeInTheDocument();
  });

  it('renders the content once data is there', () => {
    renderWidget(
      <QueryState query={{ ...base, data: [1, 2] }} skeletonRows={3} isEmpty={(d) => d.length === 0}>
        {(d) => <p>{d.length} items</p>}
      </QueryState>,
    );
    expect(screen.getByText('2 items')).toBeInTheDocument();
  });

  it('keeps the data on screen when a refresh fails, with a notice and a retry that refetches', async () => {
    const refetch = vi.fn();
    renderWidget(
      <QueryState
        query={{ ...base, data: [1, 2], isError: true, refetch }}
        skeletonRows={3}
        isEmpty={(d) => d.length === 0}
      >
        {(d) => <p>{d.length} items</p>}
      </QueryState>,
    );
    expect(screen.getByText('2 items')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Impossibile aggiornare i dati.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('says so in English', () => {
    renderWidget(
      <QueryState query={{ ...base, data: [1], isError: true }} skeletonRows={3} isEmpty={() => false}>
        {() => <p>table</p>}
      </QueryState>,
      { language: 'en' },
    );
    expect(screen.getByRole('status')).toHaveTextContent('The data could not be refreshed.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
