CREATE TABLE "competition_seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"source_name" text,
	"source_repo" text,
	"source_commit" text,
	"source_paths" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_it" text NOT NULL,
	"name_en" text NOT NULL,
	"country_id" integer NOT NULL,
	"type" text NOT NULL,
	"image_path" text,
	"pallonecom_slug" text NOT NULL,
	"search_text" text NOT NULL,
	CONSTRAINT "competitions_code_unique" UNIQUE("code"),
	CONSTRAINT "competitions_pallonecom_slug_unique" UNIQUE("pallonecom_slug")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_it" text NOT NULL,
	"name_en" text NOT NULL,
	"image_path" text,
	"flag_emoji" text,
	"pallonecom_slug" text NOT NULL,
	CONSTRAINT "countries_code_unique" UNIQUE("code"),
	CONSTRAINT "countries_pallonecom_slug_unique" UNIQUE("pallonecom_slug")
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_season_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"pallonecom_slug" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"data_dir" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"report" text
);
--> statement-breakpoint
CREATE TABLE "match_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"source_key" text NOT NULL,
	"minute" smallint,
	"stoppage" smallint,
	"period" text NOT NULL,
	"subtype" text NOT NULL,
	"penalty" boolean DEFAULT false NOT NULL,
	"player_id" integer,
	"player_name" text NOT NULL,
	"team_id" integer,
	"licence" text DEFAULT 'CC0-1.0' NOT NULL,
	CONSTRAINT "match_events_source_key_unique" UNIQUE("source_key")
);
--> statement-breakpoint
CREATE TABLE "match_statistics" (
	"id" serial PRIMARY KEY NOT NULL,
	"match_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"code" text NOT NULL,
	"value" numeric NOT NULL
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_id" text NOT NULL,
	"competition_season_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"turn_id" integer,
	"home_team_id" integer,
	"away_team_id" integer,
	"home_name" text NOT NULL,
	"away_name" text NOT NULL,
	"kickoff_at" timestamp with time zone NOT NULL,
	"has_kickoff_time" boolean DEFAULT true NOT NULL,
	"status" text NOT NULL,
	"ht_home" smallint,
	"ht_away" smallint,
	"ft_home" smallint,
	"ft_away" smallint,
	"et_home" smallint,
	"et_away" smallint,
	"pen_home" smallint,
	"pen_away" smallint,
	"num" integer,
	"venue" text,
	"referee" text,
	"neutral" boolean DEFAULT false NOT NULL,
	"pallonecom_slug" text NOT NULL,
	"search_text" text NOT NULL,
	CONSTRAINT "matches_source_id_unique" UNIQUE("source_id"),
	CONSTRAINT "matches_pallonecom_slug_unique" UNIQUE("pallonecom_slug")
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_key" text NOT NULL,
	"name" text NOT NULL,
	"birth_date" date,
	"birth_year" smallint,
	"nationality_country_id" integer,
	"position" text,
	"image_path" text,
	"current_team_id" integer,
	"current_national_team_id" integer,
	"pallonecom_slug" text NOT NULL,
	"search_text" text NOT NULL,
	CONSTRAINT "players_source_key_unique" UNIQUE("source_key"),
	CONSTRAINT "players_pallonecom_slug_unique" UNIQUE("pallonecom_slug")
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"pallonecom_slug" text NOT NULL,
	"start" date NOT NULL,
	"end" date NOT NULL,
	CONSTRAINT "seasons_code_unique" UNIQUE("code"),
	CONSTRAINT "seasons_pallonecom_slug_unique" UNIQUE("pallonecom_slug")
);
--> statement-breakpoint
CREATE TABLE "squad_memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"player_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"competition_season_id" integer NOT NULL,
	"shirt_number" smallint,
	"position" text
);
--> statement-breakpoint
CREATE TABLE "team_aliases" (
	"alias" text PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"source" text
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_id" text NOT NULL,
	"name" text NOT NULL,
	"name_it" text,
	"name_en" text,
	"short_name" text,
	"country_id" integer,
	"is_national" boolean DEFAULT false NOT NULL,
	"image_path" text,
	"city" text,
	"stadium" text,
	"founded" smallint,
	"pallonecom_slug" text NOT NULL,
	"search_text" text NOT NULL,
	CONSTRAINT "teams_source_id_unique" UNIQUE("source_id"),
	CONSTRAINT "teams_pallonecom_slug_unique" UNIQUE("pallonecom_slug")
);
--> statement-breakpoint
CREATE TABLE "turns" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"number" integer NOT NULL,
	"pallonecom_slug" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "competition_seasons" ADD CONSTRAINT "competition_seasons_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competition_seasons" ADD CONSTRAINT "competition_seasons_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_competition_season_id_competition_seasons_id_fk" FOREIGN KEY ("competition_season_id") REFERENCES "public"."competition_seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_statistics" ADD CONSTRAINT "match_statistics_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_statistics" ADD CONSTRAINT "match_statistics_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_competition_season_id_competition_seasons_id_fk" FOREIGN KEY ("competition_season_id") REFERENCES "public"."competition_seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_turn_id_turns_id_fk" FOREIGN KEY ("turn_id") REFERENCES "public"."turns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_home_team_id_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_away_team_id_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_nationality_country_id_countries_id_fk" FOREIGN KEY ("nationality_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_current_team_id_teams_id_fk" FOREIGN KEY ("current_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_current_national_team_id_teams_id_fk" FOREIGN KEY ("current_national_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_memberships" ADD CONSTRAINT "squad_memberships_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_memberships" ADD CONSTRAINT "squad_memberships_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "squad_memberships" ADD CONSTRAINT "squad_memberships_competition_season_id_competition_seasons_id_fk" FOREIGN KEY ("competition_season_id") REFERENCES "public"."competition_seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_aliases" ADD CONSTRAINT "team_aliases_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turns" ADD CONSTRAINT "turns_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "competition_seasons_comp_season" ON "competition_seasons" USING btree ("competition_id","season_id");--> statement-breakpoint
CREATE INDEX "competitions_search_trgm" ON "competitions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "groups_cs_name" ON "groups" USING btree ("competition_season_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_cs_slug" ON "groups" USING btree ("competition_season_id","pallonecom_slug");--> statement-breakpoint
CREATE INDEX "match_events_match" ON "match_events" USING btree ("match_id");--> statement-breakpoint
CREATE UNIQUE INDEX "match_statistics_unique" ON "match_statistics" USING btree ("match_id","team_id","code");--> statement-breakpoint
CREATE INDEX "matches_kickoff" ON "matches" USING btree ("kickoff_at");--> statement-breakpoint
CREATE INDEX "matches_cs_group_turn" ON "matches" USING btree ("competition_season_id","group_id","turn_id");--> statement-breakpoint
CREATE INDEX "matches_home_team" ON "matches" USING btree ("home_team_id","kickoff_at");--> statement-breakpoint
CREATE INDEX "matches_away_team" ON "matches" USING btree ("away_team_id","kickoff_at");--> statement-breakpoint
CREATE INDEX "matches_search_trgm" ON "matches" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "players_search_trgm" ON "players" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "squad_memberships_unique" ON "squad_memberships" USING btree ("player_id","team_id","competition_season_id");--> statement-breakpoint
CREATE INDEX "teams_search_trgm" ON "teams" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "turns_group_name" ON "turns" USING btree ("group_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "turns_group_slug" ON "turns" USING btree ("group_id","pallonecom_slug");