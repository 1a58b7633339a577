CREATE TABLE "qr_links" (
	"token" text PRIMARY KEY NOT NULL,
	"guid_company" uuid NOT NULL,
	"offer_id" text NOT NULL,
	"guid_playlist" uuid NOT NULL,
	"target_url" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "qr_scans" (
	"token" text NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "qr_scans_token_hour_pk" PRIMARY KEY("token","hour")
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "qr_links" ADD CONSTRAINT "qr_links_guid_company_companies_guid_fk" FOREIGN KEY ("guid_company") REFERENCES "public"."companies"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_links" ADD CONSTRAINT "qr_links_guid_playlist_playlists_guid_fk" FOREIGN KEY ("guid_playlist") REFERENCES "public"."playlists"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_scans" ADD CONSTRAINT "qr_scans_token_qr_links_token_fk" FOREIGN KEY ("token") REFERENCES "public"."qr_links"("token") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "qr_links_target_idx" ON "qr_links" USING btree ("guid_company","offer_id","guid_playlist");