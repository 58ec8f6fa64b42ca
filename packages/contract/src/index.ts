/**
 * The API contract: TypeBox schemas of every request and response (decision 029). The server validates and
 * serializes with them and documents them in OpenAPI; core derives its types from them (type-only imports).
 */
export * from './common.ts';
export * from './season.ts';
export * from './group.ts';
export * from './competition.ts';
export * from './competitionSeason.ts';
export * from './team.ts';
export * from './match.ts';
export * from './matchForm.ts';
export * from './player.ts';
export * from './playerStats.ts';
export * from './teamStats.ts';
export * from './comparison.ts';
export * from './standings.ts';
export * from './search.ts';
export * from './prediction.ts';
export * from './predictionArticle.ts';
export * from './standingsSeason.ts';
export type { Static } from 'typebox';
