/**
 * Database constraint failures of a write, as 400s naming the field: a taken slug (unique), an unknown author,
 * match, competition or bookmaker (foreign key). Anything else is rethrown.
 */
import { BadRequestError } from '../../http/errors.ts';

interface PgError {
  code?: string;
  constraint?: string;
  detail?: string;
}

function pgErrorOf(error: unknown): PgError | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as PgError & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^\d{2}[0-9A-Z]{3}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return undefined;
}

const FIELD_OF_COLUMN: Record<string, string> = {
  pallonecom_slug: 'pallonecomSlug',
  author_id: 'authorId',
  match_id: 'matchId',
  competition_id: 'competitionId',
  bookmaker_id: 'bookmakerId',
  translation_key: 'translationKey',
};

export function asBadRequest(error: unknown): never {
  const pg = pgErrorOf(error);
  if (pg?.code === '23505' || pg?.code === '23503') {
    const text = `${pg.constraint ?? ''} ${pg.detail ?? ''}`;
    const column = Object.keys(FIELD_OF_COLUMN).find((name) => text.includes(name));
    const field = column ? FIELD_OF_COLUMN[column] : undefined;
    const problem = pg.code === '23505' ? 'is already taken' : 'refers to something that does not exist';
    if (pg.constraint?.endsWith('_offer'))
      throw new BadRequestError('This offer already exists', 'selection');
    throw new BadRequestError(`Field "${field ?? 'data'}" ${problem}`, field ?? 'data');
  }
  throw error;
}
