import type { RequestHandler } from 'msw';

export const searchHandlers: RequestHandler[] = [];
