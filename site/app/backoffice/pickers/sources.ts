import { normalizeSearch, type Competition, type StaffListItem } from '@pallone/core';
import { backofficeClient, staffCall } from '../api.ts';
import { matchHasWords, matchLabel, parseMatchQuery, type MatchLike } from './matchQuery.ts';

/** One choice of a picker: the id the form submits and the name the editor reads. */
export interface PickerOption {
  id: number;
  label: string;
}

/** A short list, loaded whole and shown in a native <select>. */
export interface ListSource {
  kind: 'list';
  load: (signal: AbortSignal) => Promise<PickerOption[]>;
}

/** A long list, searched as the editor types (a combobox); `resolve` names a stored id. */
export interface SearchSource {
  kind: 'search';
  search: (text: string, signal: AbortSignal) => Promise<PickerOption[]>;
  resolve: (id: number, signal: AbortSignal) => Promise<PickerOption | null>;
  /** What the input's hint says can be typed. */
  hint: string;
}

/** Public reads go through the same client without `credentialed` (the site's basic-auth credentials, no Bearer). */
const publicReads = () => backofficeClient();

const staffList = (load: (signal: AbortSignal) => Promise<StaffListItem[]>): ListSource => ({
  kind: 'list',
  load: async (signal) => {
    const rows = await staffCall(() => load(signal));
    return rows.map((row) => ({ id: row.id, label: row.name }));
  },
});

/** GET /backoffice/bookmakers: every bookmaker. */
export const bookmakerSource = staffList((signal) => backofficeClient().getStaffBookmakers({ signal }));

/** GET /backoffice/authors: every author. */
export const authorSource = staffList((signal) => backofficeClient().getStaffAuthors({ signal }));

type CompetitionItem = Pick<Competition, 'id' | 'name' | 'country'>;

const competitionOption = (item: CompetitionItem): PickerOption => ({
  id: item.id,
  label: item.country ? `${item.name} (${item.country.name})` : item.name,
});

/** GET /competitions (a few dozen), filtered in the browser by name or country. */
export const competitionSource: SearchSource = {
  kind: 'search',
  hint: 'Nome o paese della competizione',
  search: async (text, signal) => {
    const words = normalizeSearch(text).split(' ');
    const items = await publicReads().getCompetitions({ signal });
    return items
      .map(competitionOption)
      .filter((option) => words.every((word) => normalizeSearch(option.label).includes(word)));
  },
  resolve: async (id, signal) => {
    const items = await publicReads().getCompetitions({ signal });
    const found = items.find((item) => item.id === id);
    return found ? competitionOption(found) : null;
  },
};

const matchOption = (match: MatchLike): PickerOption => ({ id: match.id, label: matchLabel(match) });

/**
 * The searches of "inter torino": the words together (aliases count), and each word of 3+ letters alone, whose
 * matches are kept when the team names hold all the words: the public search ranks the pair by similarity and
 * can leave out fixtures of the two teams.
 */
const matchSearches = (words: string) => [
  ...new Set([words, ...(words.includes(' ') ? words.split(' ').filter((word) => word.length >= 3) : [])]),
];

/** Without duplicates, kick-off closest to now first (as the public search orders its ties). */
function closestFirst(matches: MatchLike[]): MatchLike[] {
  const now = Date.now();
  const distance = (match: MatchLike) => Math.abs(Date.parse(match.date) - now);
  const unique = [...new Map(matches.map((match) => [match.id, match])).values()];
  return unique.sort((a, b) => distance(a) - distance(b));
}

/**
 * Matches by team names (GET /matches/search), or of a day when the text holds a date (GET /matches?date=,
 * then filtered by the team words): "inter torino", "inter 25/08/2025".
 */
export const matchSource: SearchSource = {
  kind: 'search',
  hint: 'Squadre e/o data (GG/MM/AAAA)',
  search: async (text, signal) => {
    const { words, day } = parseMatchQuery(text);
    if (day) {
      const page = await publicReads().getMatches({ date: day, pageSize: 100 }, { signal });
      return page.items.filter((match) => matchHasWords(match, words)).map(matchOption);
    }
    if (words === '') return [];
    const [whole = [], ...singles] = await Promise.all(
      matchSearches(words).map((search) =>
        publicReads().searchMatches(search, signal, search === words ? 20 : 50),
      ),
    );
    const more = singles.flat().filter((match) => matchHasWords(match, words));
    return closestFirst([...whole, ...more]).map(matchOption);
  },
  resolve: async (id, signal) => matchOption(await publicReads().getMatch(id, { signal })),
};

export const PICKER_SOURCES = {
  bookmaker: bookmakerSource,
  author: authorSource,
  competition: competitionSource,
  match: matchSource,
} as const;

export type PickerKind = keyof typeof PICKER_SOURCES;
