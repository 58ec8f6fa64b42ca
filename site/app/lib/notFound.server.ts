import { data } from 'react-router';
import { ApiRequestError } from '@pallone/core';

/** Expected failure: a 404 response for the error boundary (Epic Stack's invariantResponse). */
export function notFound(): never {
  throw data(null, { status: 404 });
}

export function invariantFound<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) notFound();
  return value;
}

/** Runs an API read; an API 404 (or 400 for a malformed slug) becomes the page's 404. */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
}

/** The largest page number a URL may name (the API's smallest page maximum): past it a page is a 404, never a 500. */
export const MAX_PAGE_NUMBER = 100_000;

/** A `/…/{page}` segment: absent is page 1; anything but a positive integer up to MAX_PAGE_NUMBER is a 404. */
export function pageNumberParam(param: string | undefined): number {
  if (param === undefined) return 1;
  const pageNumber = Number(param);
  if (!/^\d{1,10}$/.test(param) || pageNumber < 1 || pageNumber > MAX_PAGE_NUMBER) notFound();
  return pageNumber;
}
