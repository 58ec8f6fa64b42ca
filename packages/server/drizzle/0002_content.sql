CREATE TABLE "authors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"pallonecom_slug" text NOT NULL,
	"bio_it" text DEFAULT '' NOT NULL,
	"bio_en" text DEFAULT '' NOT NULL,
	"link" text,
	"search_text" text NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	CONSTRAINT "authors_pallonecom_slug_unique" UNIQUE("pallonecom_slug")
);
--> statement-breakpoint
CREATE TABLE "bonus_quotas" (
	"id" serial PRIMARY KEY NOT NULL,
	"bookmaker_id" integer NOT NULL,
	"match_id" integer NOT NULL,
	"market" text NOT NULL,
	"selection" text NOT NULL,
	"usual_odds" numeric(7, 2) NOT NULL,
	"boosted_odds" numeric(7, 2) NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookmaker_bonuses" (
	"id" serial PRIMARY KEY NOT NULL,
	"bookmaker_id" integer NOT NULL,
	"name" text NOT NULL,
	"pallonecom_slug" text NOT NULL,
	"image_path" text,
	"url" text NOT NULL,
	"bonus" integer NOT NULL,
	"extra_it" text DEFAULT '' NOT NULL,
	"extra_en" text DEFAULT '' NOT NULL,
	"condition_it" text NOT NULL,
	"condition_en" text NOT NULL,
	"background_color" text NOT NULL,
	"font_color" text NOT NULL,
	"show_on_mobile" boolean DEFAULT false NOT NULL,
	"show_on_home" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"search_text" text NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	CONSTRAINT "bookmaker_bonuses_pallonecom_slug_unique" UNIQUE("pallonecom_slug")
);
--> statement-breakpoint
CREATE TABLE "bookmakers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"pallonecom_slug" text NOT NULL,
	"image_path" text,
	"url" text NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	CONSTRAINT "bookmakers_pallonecom_slug_unique" UNIQUE("pallonecom_slug")
);
--> statement-breakpoint
CREATE TABLE "crawl_urls" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"is_important" boolean DEFAULT false NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	CONSTRAINT "crawl_urls_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "guides" (
	"id" serial PRIMARY KEY NOT NULL,
	"translation_key" text NOT NULL,
	"language" text NOT NULL,
	"pallonecom_slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image_path" text,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"body" text NOT NULL,
	"author_id" integer,
	"published_at" timestamp with time zone NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"search_text" text NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	CONSTRAINT "guides_pallonecom_slug_unique" UNIQUE("pallonecom_slug")
);
--> statement-breakpoint
CREATE TABLE "landing_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"translation_key" text NOT NULL,
	"language" text NOT NULL,
	"pallonecom_slug" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"seo_title" text NOT NULL,
	"seo_description" text NOT NULL,
	"seo_keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"seo_index" boolean DEFAULT true NOT NULL,
	"seo_follow" boolean DEFAULT true NOT NULL,
	"seo_canonicals" text[] DEFAULT '{}'::text[] NOT NULL,
	"image_path" text,
	"published_at" timestamp with time zone NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	CONSTRAINT "landing_pages_pallonecom_slug_unique" UNIQUE("pallonecom_slug")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"translation_key" text NOT NULL,
	"language" text NOT NULL,
	"pallonecom_slug" text NOT NULL,
	"title" text NOT NULL,
	"image_path" text,
	"image_sizes" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"author_id" integer,
	"article_section" text NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"body" text NOT NULL,
	"match_id" integer,
	"competition_id" integer,
	"search_text" text NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	CONSTRAINT "news_pallonecom_slug_unique" UNIQUE("pallonecom_slug")
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_it" text NOT NULL,
	"name_en" text NOT NULL,
	"pallonecom_slug" text NOT NULL,
	"image_path" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	CONSTRAINT "payment_methods_pallonecom_slug_unique" UNIQUE("pallonecom_slug")
);
--> statement-breakpoint
ALTER TABLE "bonus_quotas" ADD CONSTRAINT "bonus_quotas_bookmaker_id_bookmakers_id_fk" FOREIGN KEY ("bookmaker_id") REFERENCES "public"."bookmakers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_quotas" ADD CONSTRAINT "bonus_quotas_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmaker_bonuses" ADD CONSTRAINT "bookmaker_bonuses_bookmaker_id_bookmakers_id_fk" FOREIGN KEY ("bookmaker_id") REFERENCES "public"."bookmakers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guides" ADD CONSTRAINT "guides_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_quotas_offer" ON "bonus_quotas" USING btree ("bookmaker_id","match_id","market","selection");--> statement-breakpoint
CREATE INDEX "bonus_quotas_valid" ON "bonus_quotas" USING btree ("valid_to");--> statement-breakpoint
CREATE INDEX "bookmaker_bonuses_search_trgm" ON "bookmaker_bonuses" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "guides_translation_language" ON "guides" USING btree ("translation_key","language");--> statement-breakpoint
CREATE INDEX "guides_search_trgm" ON "guides" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "landing_pages_translation_language" ON "landing_pages" USING btree ("translation_key","language");--> statement-breakpoint
CREATE UNIQUE INDEX "news_translation_language" ON "news" USING btree ("translation_key","language");--> statement-breakpoint
CREATE INDEX "news_published" ON "news" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "news_author" ON "news" USING btree ("author_id","published_at");--> statement-breakpoint
CREATE INDEX "news_competition" ON "news" USING btree ("competition_id");--> statement-breakpoint
CREATE INDEX "news_search_trgm" ON "news" USING gin ("search_text" gin_trgm_ops);