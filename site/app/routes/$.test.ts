import { describe, expect, it } from 'vitest';
import * as notFoundRoute from './$.tsx';

const NOT_FOUND = { init: { status: 404 } };

describe('catch-all route', () => {
  it('any unknown path is a 404', () => {
    expect(() => notFoundRoute.loader()).toThrow();
    try {
      notFoundRoute.loader();
    } catch (error) {
      expect(error).toMatchObject(NOT_FOUND);
    }
  });
});
