import type { RequestHandler } from 'msw';

export const matchTimelineHandlers: RequestHandler[] = [];
