import type { ReactElement } from 'react';
import { expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { apiPath } from '../mocks/apiPath.ts';
import { mswServer } from './mswServer.ts';
import { renderWidget } from './renderWidget.tsx';

/**
 * A first load that fails: the API answers `path` with `status` until the reader presses Riprova, then with
 * `body`. Renders `widget`, checks it holds its place ("Caricamento...") and shows the alert, presses its Riprova.
 */
export async function retryAfterFailedLoad(
  widget: ReactElement,
  path: string,
  body: JsonBodyType,
  status = 500,
) {
  const user = userEvent.setup();
  let fail = true;
  mswServer.use(
    http.get(apiPath(path), () =>
      fail ? HttpResponse.json({ statusCode: status }, { status }) : HttpResponse.json(body),
    ),
  );
  renderWidget(widget);
  expect(screen.getByRole('status')).toHaveTextContent('Caricamento...');
  const alert = await screen.findByRole('alert');
  fail = false;
  await user.click(within(alert).getByRole('button', { name: 'Riprova' }));
}
