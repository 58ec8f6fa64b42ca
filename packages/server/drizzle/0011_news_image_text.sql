ALTER TABLE "news" ADD COLUMN "image_alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "image_caption" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "image_credit" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "news" SET "image_alt" = "title" WHERE "image_path" IS NOT NULL;
