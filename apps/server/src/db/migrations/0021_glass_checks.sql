CREATE TABLE "glass_checks" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"guid_device" uuid NOT NULL,
	"guid_item" uuid NOT NULL,
	"item_name" text NOT NULL,
	"offer_id" text,
	"guid_company" uuid,
	"day" text NOT NULL,
	"result" text NOT NULL,
	"distance" integer,
	"luminance" real,
	"requested" boolean DEFAULT false NOT NULL,
	"shown_at" timestamp with time zone NOT NULL,
	"received" timestamp with time zone NOT NULL,
	"capture" text,
	"capture_sha256" text NOT NULL,
	"expected_key" text
);--> statement-breakpoint
CREATE TABLE "glass_requests" (
	"guid_device" uuid PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"requested" timestamp with time zone NOT NULL
);--> statement-breakpoint
ALTER TABLE "glass_checks" ADD CONSTRAINT "glass_checks_guid_device_devices_guid_fk" FOREIGN KEY ("guid_device") REFERENCES "public"."devices"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "glass_requests" ADD CONSTRAINT "glass_requests_guid_device_devices_guid_fk" FOREIGN KEY ("guid_device") REFERENCES "public"."devices"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "glass_checks_device_idx" ON "glass_checks" USING btree ("guid_device","received");
