CREATE TABLE "offer_editor_values" (
	"guid_company" uuid NOT NULL,
	"offer_id" text NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"changed" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_editor_values_guid_company_offer_id_pk" PRIMARY KEY("guid_company","offer_id")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "offer_code" text;--> statement-breakpoint
ALTER TABLE "playlist_items" ADD COLUMN "offer_id" text;--> statement-breakpoint
ALTER TABLE "offer_editor_values" ADD CONSTRAINT "offer_editor_values_guid_company_companies_guid_fk" FOREIGN KEY ("guid_company") REFERENCES "public"."companies"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_offer_code_idx" ON "companies" USING btree ("offer_code");--> statement-breakpoint
CREATE INDEX "playlist_items_offer_idx" ON "playlist_items" USING btree ("guid_playlist","offer_id");