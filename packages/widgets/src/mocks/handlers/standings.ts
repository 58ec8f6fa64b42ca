import type { RequestHandler } from 'msw';

export const standingsHandlers: RequestHandler[] = [];
