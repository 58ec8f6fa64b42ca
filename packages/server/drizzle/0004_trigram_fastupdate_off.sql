-- Search indexes without a pending list: rows written by the importer or the back-office go straight into the
-- GIN trigram indexes instead of a list every search would scan (PGlite never autovacuums). Then flush it.
ALTER INDEX "bookmaker_bonuses_search_trgm" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "competitions_search_trgm" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "guides_search_trgm" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "matches_search_trgm" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "news_search_trgm" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "players_search_trgm" SET (fastupdate = off);--> statement-breakpoint
ALTER INDEX "teams_search_trgm" SET (fastupdate = off);--> statement-breakpoint
SELECT gin_clean_pending_list('bookmaker_bonuses_search_trgm'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('competitions_search_trgm'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('guides_search_trgm'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('matches_search_trgm'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('news_search_trgm'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('players_search_trgm'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('teams_search_trgm'::regclass);
