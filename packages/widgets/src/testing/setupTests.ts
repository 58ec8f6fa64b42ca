import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup } from '@testing-library/react';
import { closeLiveStreamHubs } from '@pallone/core';
import { mswServer } from './mswServer.ts';

beforeAll(() => mswServer.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  closeLiveStreamHubs();
  mswServer.resetHandlers();
});
afterAll(() => mswServer.close());
