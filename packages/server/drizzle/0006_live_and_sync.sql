CREATE TABLE "feed_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"event_id" text NOT NULL,
	"match_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_sources" (
	"url" text PRIMARY KEY NOT NULL,
	"format" text NOT NULL,
	"etag" text,
	"last_modified" text,
	"last_checked_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error_at" timestamp with time zone,
	"last_error" text,
	"rows_changed" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"content_hash" text,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "period_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "live_source" text;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "is_replay" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_events" ADD CONSTRAINT "feed_events_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feed_events_source_event" ON "feed_events" USING btree ("source","event_id");--> statement-breakpoint
CREATE INDEX "feed_events_match" ON "feed_events" USING btree ("match_id","at");