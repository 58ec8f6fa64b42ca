/** The MSW node server for widget tests, with the shared handlers; tests add per-case overrides with `use`. */
import './eventSourceGlobal.ts';
import { setupServer } from 'msw/node';
import { handlers } from '../mocks/handlers.ts';

export const mswServer = setupServer(...handlers);
