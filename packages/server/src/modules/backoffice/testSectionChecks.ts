/**
 * Test helper: what the back-office section tests check on a staff test app — the audit log's actions on one
 * record, the files in an uploads folder, a request carrying the token but not the XSRF header, and a table of
 * bad inputs each answered 400 naming its field.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { StaffTestApp } from './staffTestApp.ts';

interface AuditRow {
  entity: string;
  entityId: number;
  action: string;
}

/** The dashboard's recent actions on one record, newest first. */
export async function loggedActions(t: StaffTestApp, entity: string, id: number): Promise<string[]> {
  const dashboard = (await t.staff({ method: 'GET', url: '/api/v1/backoffice/dashboard' })).json();
  return (dashboard.recentChanges as AuditRow[])
    .filter((change) => change.entity === entity && change.entityId === id)
    .map((change) => change.action);
}

/** The files in one folder of the uploads (none when it was never made). */
export function uploadedFiles(t: StaffTestApp, folder: string): Promise<string[]> {
  return readdir(path.join(t.uploadsDir, folder)).catch(() => [] as string[]);
}

/** The request with the session's Bearer token but without the XSRF cookie and header. */
export async function withoutXsrf(t: StaffTestApp, options: InjectOptions): Promise<LightMyRequestResponse> {
  const { token } = await t.session();
  return t.app.inject({ ...options, headers: { authorization: `Bearer ${token}` } });
}

/** Each patch of the input, sent by `send`, is answered 400 naming the field beside it. */
export async function expectFieldErrors<Patch extends object>(
  send: (patch: Patch) => Promise<LightMyRequestResponse>,
  cases: readonly (readonly [Patch, string])[],
): Promise<void> {
  for (const [patch, field] of cases) {
    const response = await send(patch);
    expect({ patch, status: response.statusCode, field: response.json().field }).toEqual({
      patch,
      status: 400,
      field,
    });
  }
}
