/**
 * The API contract: TypeBox schemas of every request and response (decision 031). The server validates and
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
export * from './content/author.ts';
export * from './content/bonusQuota.ts';
export * from './content/bookmakerBonus.ts';
export * from './content/crawlUrl.ts';
export * from './content/guide.ts';
export * from './content/landing.ts';
export * from './content/news.ts';
export * from './content/newsletter.ts';
export * from './content/pagination.ts';
export * from './content/paymentMethod.ts';
export * from './backofficeAuth.ts';
export * from './backofficeBonusQuota.ts';
export * from './backofficeBookmakerBonuses.ts';
export * from './backofficeCatalog.ts';
export * from './backofficeCommon.ts';
export * from './backofficeGuides.ts';
export * from './backofficeLandings.ts';
export * from './backofficeNews.ts';
export * from './backofficeNewsTranslations.ts';
export * from './backofficeRevisions.ts';
export * from './backofficeBodyImages.ts';
export * from './backofficeTeams.ts';
export * from './backofficeUsers.ts';
export * from './backofficeDashboard.ts';
export * from './feed.ts';
export * from './syncStatus.ts';
export type { Static } from 'typebox';
