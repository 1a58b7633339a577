CREATE TABLE "announcements" (
	"guid" uuid PRIMARY KEY NOT NULL,
	"guid_network" uuid NOT NULL,
	"scope" text NOT NULL,
	"guid_location" uuid,
	"device_guids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"text" text NOT NULL,
	"colour" text NOT NULL,
	"picture" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"guid_user" uuid,
	"created_by" text,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"changed" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_guid_network_companies_guid_fk" FOREIGN KEY ("guid_network") REFERENCES "public"."companies"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_guid_location_companies_guid_fk" FOREIGN KEY ("guid_location") REFERENCES "public"."companies"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_guid_user_users_guid_fk" FOREIGN KEY ("guid_user") REFERENCES "public"."users"("guid") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_network_idx" ON "announcements" USING btree ("guid_network","ends_at");
