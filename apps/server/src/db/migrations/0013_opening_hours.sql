ALTER TABLE "companies" ADD COLUMN "opening_hours" jsonb;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "holiday_state" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "power" jsonb;--> statement-breakpoint
ALTER TABLE "playlist_items" ADD COLUMN "schedule" jsonb;