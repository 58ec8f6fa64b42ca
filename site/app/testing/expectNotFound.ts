import { expect } from 'vitest';
import { runLoader } from './renderRoute.tsx';

/** The loader, run on `url` with `params`, throws the page's 404 response. */
export async function expectNotFound(
  loader: (args: never) => Promise<unknown>,
  url: string,
  params: Record<string, string | undefined>,
) {
  await expect(runLoader(loader, url, params)).rejects.toMatchObject({ init: { status: 404 } });
}
