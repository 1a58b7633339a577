CREATE TABLE "play_rejections" (
	"guid_device" uuid NOT NULL,
	"guid_item" uuid,
	"guid_location" uuid,
	"guid_network" uuid,
	"started" timestamp with time zone,
	"seconds" real,
	"reason" text NOT NULL,
	"message" text NOT NULL,
	"received" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE TABLE "play_served" (
	"guid_device" uuid NOT NULL,
	"guid_item" uuid NOT NULL,
	"first_served" timestamp with time zone NOT NULL,
	"last_served" timestamp with time zone NOT NULL,
	CONSTRAINT "play_served_guid_device_guid_item_pk" PRIMARY KEY("guid_device","guid_item")
);--> statement-breakpoint
ALTER TABLE "play_days" ADD COLUMN "secured_plays" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "play_days" ADD COLUMN "secured_seconds" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "play_events" ADD COLUMN "secured" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "play_hours" ADD COLUMN "secured_plays" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "play_hours" ADD COLUMN "secured_seconds" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "play_rejections_received_idx" ON "play_rejections" USING brin ("received");--> statement-breakpoint
CREATE INDEX "play_rejections_network_idx" ON "play_rejections" USING btree ("guid_network","received");--> statement-breakpoint
-- Plays counted twice before this version (same screen, start and item) would block the unique index: keep one.
DELETE FROM "play_events" a USING "play_events" b WHERE a.ctid > b.ctid AND a."guid_device" = b."guid_device" AND a."started" = b."started" AND a."guid_item" = b."guid_item";--> statement-breakpoint
CREATE UNIQUE INDEX "play_events_screen_start_idx" ON "play_events" USING btree ("guid_device","started","guid_item");
