/**
 * The in-memory search (issue #14): teams, players and competitions answered from trigram indexes built once
 * from the database, ranked exactly as the SQL search ranks them (search/queries/*.ts, decision 019 and
 * decision 032) — the same hits, scores in pg_trgm's single precision, the same order and the same cut at the
 * limit. `searchIndex.test.ts` holds the two to the same answers over hundreds of terms, on PGlite and PostgreSQL.
 */
import { compareSearchRank, type SearchTier } from '@pallone/core';
import type { CompetitionSearchResult, PlayerSearchResult, TeamSearchResult } from '@pallone/contract';
import type { Language } from '../plugins/language.ts';
import { teamImage } from '../pictures/teamImage.ts';
import type { SearchTerm } from './queries/text.ts';
import { countryOf, imageOf, teamName, toTeamRef } from '../modules/teams/queries/row.ts';
import type { CompetitionRow, PlayerRow, SearchRows, TeamRow } from './loadSearchIndex.ts';
import { NameIndex, type NameHit } from './nameIndex.ts';
import { TeamProminence } from './teamProminence.ts';

export interface TeamHit {
  teamId: number;
  tier: SearchTier;
  score: number;
  prominence: number;
}

interface Ranked {
  tier: SearchTier;
  score: number;
  prominence: number;
}

/**
 * The SQL's ORDER BY before its own tie-break (`rankOrderSql`): tier; in tier 1 similarity, then prominence;
 * in tiers 2–4 prominence, then similarity.
 */
function compareRank(a: Ranked, b: Ranked): number {
  if (a.tier !== b.tier) return b.tier - a.tier;
  const byScore = b.score - a.score;
  const byProminence = b.prominence - a.prominence;
  return (a.tier === 1 ? byScore || byProminence : byProminence || byScore) || 0;
}

/** One collator per language, made once (making one costs more than a search). */
const collators = new Map<Language, Intl.Collator>();
function collatorOf(language: Language): Intl.Collator {
  let collator = collators.get(language);
  if (!collator) {
    collator = new Intl.Collator(language);
    collators.set(language, collator);
  }
  return collator;
}

/** Text order of the databases' "C" collation (PGlite's, and C.UTF-8's): by code point. */
export function compareCodePoints(a: string, b: string): number {
  if (a === b) return 0;
  const left = [...a];
  const right = [...b];
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const difference = left[i]!.codePointAt(0)! - right[i]!.codePointAt(0)!;
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}

export class SearchIndex {
  private readonly teamRows: TeamRow[];
  private readonly teamById: Map<number, TeamRow>;
  private readonly teamNames: NameIndex;
  private readonly aliasTeamIds: number[];
  private readonly aliases: NameIndex;
  private readonly playerRows: PlayerRow[];
  private readonly playerNames: NameIndex;
  private readonly competitionRows: CompetitionRow[];
  private readonly competitionNames: NameIndex;
  private readonly prominence: TeamProminence;

  constructor(rows: SearchRows) {
    this.teamRows = rows.teams;
    this.teamById = new Map(rows.teams.map((team) => [team.id, team]));
    this.teamNames = new NameIndex(rows.teams.map((team) => team.searchText));
    this.aliasTeamIds = rows.aliases.map((alias) => alias.teamId);
    this.aliases = new NameIndex(rows.aliases.map((alias) => alias.alias));
    this.playerRows = rows.players;
    this.playerNames = new NameIndex(rows.players.map((player) => player.searchText));
    this.competitionRows = rows.competitions;
    this.competitionNames = new NameIndex(rows.competitions.map((competition) => competition.searchText));
    this.prominence = new TeamProminence(rows.matches);
  }

  /** `findTeamHits`: a team's best tier and best score over its name and aliases, best first, at most `limit`. */
  teamHits(term: SearchTerm, limit: number, now: Date): TeamHit[] {
    const best = new Map<number, { tier: SearchTier; score: number }>();
    const add = (teamId: number, hit: NameHit) => {
      const seen = best.get(teamId);
      best.set(
        teamId,
        seen
          ? { tier: Math.max(seen.tier, hit.tier) as SearchTier, score: Math.max(seen.score, hit.score) }
          : { tier: hit.tier, score: hit.score },
      );
    };
    for (const hit of this.teamNames.matching(term)) add(this.teamRows[hit.doc]!.id, hit);
    for (const hit of this.aliases.containing(term)) add(this.aliasTeamIds[hit.doc]!, hit);
    return [...best]
      .map(([teamId, { tier, score }]) => ({
        teamId,
        tier,
        score,
        prominence: this.prominence.of(teamId, now),
      }))
      .sort((a, b) => compareRank(a, b) || a.teamId - b.teamId)
      .slice(0, limit);
  }

  /** `searchTeams`: the hits cut at the limit, then sorted by `compareSearchRank` in the language's collation. */
  teams(term: SearchTerm, limit: number, language: Language, now: Date): TeamSearchResult[] {
    const collator = collatorOf(language);
    return this.teamHits(term, limit, now)
      .map((hit) => ({ team: toTeamRef(this.teamById.get(hit.teamId)!, language), hit }))
      .sort((a, b) =>
        compareSearchRank(
          { ...a.hit, similarity: a.hit.score, name: a.team.name, id: a.team.id },
          { ...b.hit, similarity: b.hit.score, name: b.team.name, id: b.team.id },
          collator.compare,
        ),
      )
      .map(({ team, hit }) => ({ ...team, similarity: hit.score, tier: hit.tier }));
  }

  /** `searchPlayers`: ranked by decision 019, then by name in code-point order, then by id. */
  players(term: SearchTerm, limit: number, language: Language, now: Date): PlayerSearchResult[] {
    return this.playerNames
      .matching(term)
      .map((hit) => {
        const player = this.playerRows[hit.doc]!;
        const prominence =
          this.prominence.of(player.currentTeamId, now) +
          this.prominence.of(player.currentNationalTeamId, now);
        return { player, tier: hit.tier, score: hit.score, prominence };
      })
      .sort(
        (a, b) =>
          compareRank(a, b) || compareCodePoints(a.player.name, b.player.name) || a.player.id - b.player.id,
      )
      .slice(0, limit)
      .map(({ player, tier, score }) => {
        const team = player.currentTeamId === null ? undefined : this.teamById.get(player.currentTeamId);
        return {
          id: player.id,
          name: player.name,
          pallonecomSlug: player.pallonecomSlug,
          image: imageOf(player.imagePath),
          currentTeam: team
            ? {
                id: team.id,
                name: teamName(team, language),
                pallonecomSlug: team.pallonecomSlug,
                image: teamImage(team.id, team.imagePath),
              }
            : null,
          similarity: score,
          tier,
        };
      });
  }

  /** `searchCompetitions`: best score first, then the localized name in code-point order, then id. */
  competitions(term: SearchTerm, limit: number, language: Language): CompetitionSearchResult[] {
    const nameOf = (row: CompetitionRow) => (language === 'it' ? row.nameIt : row.nameEn);
    return this.competitionNames
      .matching(term)
      .map((hit) => ({ row: this.competitionRows[hit.doc]!, score: hit.score }))
      .sort(
        (a, b) => b.score - a.score || compareCodePoints(nameOf(a.row), nameOf(b.row)) || a.row.id - b.row.id,
      )
      .slice(0, limit)
      .map(({ row, score }) => ({
        id: row.id,
        name: nameOf(row),
        pallonecomSlug: row.pallonecomSlug,
        image: imageOf(row.imagePath),
        country: countryOf(row, language),
        similarity: score,
      }));
  }
}
