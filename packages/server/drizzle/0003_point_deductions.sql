CREATE TABLE "point_deductions" (
	"id" serial PRIMARY KEY NOT NULL,
	"competition_season_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"points" integer NOT NULL,
	"reason" text NOT NULL,
	"source_url" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "point_deductions" ADD CONSTRAINT "point_deductions_competition_season_id_competition_seasons_id_fk" FOREIGN KEY ("competition_season_id") REFERENCES "public"."competition_seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_deductions" ADD CONSTRAINT "point_deductions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "point_deductions_unique" ON "point_deductions" USING btree ("competition_season_id","team_id","reason");