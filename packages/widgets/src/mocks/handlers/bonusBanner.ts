import type { RequestHandler } from 'msw';

export const bonusBannerHandlers: RequestHandler[] = [];
