CREATE TABLE "play_batches" (
	"guid_device" uuid NOT NULL,
	"batch_id" text NOT NULL,
	"received" timestamp with time zone NOT NULL,
	CONSTRAINT "play_batches_guid_device_batch_id_pk" PRIMARY KEY("guid_device","batch_id")
);
--> statement-breakpoint
CREATE TABLE "play_days" (
	"day" date NOT NULL,
	"guid_device" uuid NOT NULL,
	"guid_item" uuid NOT NULL,
	"guid_location" uuid,
	"guid_network" uuid,
	"item_name" text NOT NULL,
	"offer_id" text,
	"tour_operator" text,
	"plays" integer NOT NULL,
	"seconds" double precision NOT NULL,
	CONSTRAINT "play_days_guid_device_guid_item_day_pk" PRIMARY KEY("guid_device","guid_item","day")
);
--> statement-breakpoint
CREATE TABLE "play_events" (
	"guid_device" uuid NOT NULL,
	"guid_item" uuid NOT NULL,
	"started" timestamp with time zone NOT NULL,
	"seconds" real NOT NULL
);
--> statement-breakpoint
CREATE TABLE "play_hours" (
	"hour" timestamp with time zone NOT NULL,
	"guid_device" uuid NOT NULL,
	"guid_item" uuid NOT NULL,
	"guid_location" uuid,
	"guid_network" uuid,
	"item_name" text NOT NULL,
	"offer_id" text,
	"tour_operator" text,
	"plays" integer NOT NULL,
	"seconds" double precision NOT NULL,
	CONSTRAINT "play_hours_guid_device_guid_item_hour_pk" PRIMARY KEY("guid_device","guid_item","hour")
);
--> statement-breakpoint
CREATE INDEX "play_batches_received_idx" ON "play_batches" USING btree ("received");--> statement-breakpoint
CREATE INDEX "play_days_network_idx" ON "play_days" USING btree ("guid_network","day");--> statement-breakpoint
CREATE INDEX "play_days_day_idx" ON "play_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "play_events_started_idx" ON "play_events" USING brin ("started");--> statement-breakpoint
CREATE INDEX "play_hours_hour_idx" ON "play_hours" USING brin ("hour");--> statement-breakpoint
-- The new right 'Benutzer darf Berichte sehen' on databases that exist already: the seeded Administrator role gets it
-- (a fresh database gets it from the catalogue seed, where the Administrator holds every right; an empty one stays
-- empty, so a backup can still be restored into it).
INSERT INTO "rights" ("guid", "guid_right", "name", "group_name", "comment")
SELECT gen_random_uuid(), 'RIGHT_COMP_VISIBLE_REPORTS', 'RIGHT_COMP_VISIBLE_REPORTS', 'COMPONENT', 'Benutzer darf Berichte sehen'
WHERE EXISTS (SELECT 1 FROM "rights")
ON CONFLICT ("guid_right") DO NOTHING;--> statement-breakpoint
INSERT INTO "role_rights" ("guid_role", "guid_right", "allowed")
SELECT r."guid", ri."guid", 1 FROM "roles" r, "rights" ri
WHERE r."name" = 'Administrator' AND r."guid_parent" IS NULL AND ri."guid_right" = 'RIGHT_COMP_VISIBLE_REPORTS'
ON CONFLICT DO NOTHING;
