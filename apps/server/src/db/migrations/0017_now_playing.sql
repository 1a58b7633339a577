CREATE TABLE "device_snapshots" (
	"guid_device" uuid PRIMARY KEY NOT NULL,
	"request_id" uuid,
	"requested" timestamp with time zone,
	"answered" timestamp with time zone,
	"picture_key" text,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "now_playing" (
	"guid_device" uuid PRIMARY KEY NOT NULL,
	"guid_item" uuid NOT NULL,
	"item_name" text NOT NULL,
	"started" timestamp with time zone NOT NULL,
	"ended" timestamp with time zone,
	"received" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_snapshots" ADD CONSTRAINT "device_snapshots_guid_device_devices_guid_fk" FOREIGN KEY ("guid_device") REFERENCES "public"."devices"("guid") ON DELETE cascade ON UPDATE no action;