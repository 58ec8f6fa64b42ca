import type { RequestHandler } from 'msw';

export const statComparisonHandlers: RequestHandler[] = [];
