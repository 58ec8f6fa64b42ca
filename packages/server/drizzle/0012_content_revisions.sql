CREATE TABLE "content_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"entity" text NOT NULL,
	"item_id" integer NOT NULL,
	"action" text NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	"user_id" integer,
	"user_email" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"changed_fields" text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_revisions_item" ON "content_revisions" USING btree ("entity","item_id","id");