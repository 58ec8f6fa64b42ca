import type { RequestHandler } from 'msw';

export const liveScoresHandlers: RequestHandler[] = [];
