CREATE TABLE "offer_campaigns" (
	"guid" uuid PRIMARY KEY NOT NULL,
	"guid_network" uuid NOT NULL,
	"offer_id" text NOT NULL,
	"provider" text NOT NULL,
	"start_day" date NOT NULL,
	"end_day" date NOT NULL,
	"orientation" text NOT NULL,
	"selection" jsonb NOT NULL,
	"approval" text NOT NULL,
	"created_by" uuid,
	"withdrawn_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"changed" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_copies" (
	"guid_campaign" uuid NOT NULL,
	"guid_company" uuid NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"price" double precision,
	"preview_v" text,
	"preview_h" text,
	"message" text,
	"rendered_at" timestamp with time zone,
	"placed_at" timestamp with time zone,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"changed" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_copies_guid_campaign_guid_company_pk" PRIMARY KEY("guid_campaign","guid_company")
);
--> statement-breakpoint
CREATE TABLE "offer_holds" (
	"guid" uuid PRIMARY KEY NOT NULL,
	"guid_company" uuid NOT NULL,
	"offer_id" text NOT NULL,
	"mode" text NOT NULL,
	"request" jsonb NOT NULL,
	"price" double precision,
	"preview_v" text,
	"preview_h" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"message" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"changed" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "departure_airport" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "offer_approval" text;--> statement-breakpoint
ALTER TABLE "offer_checks" ADD COLUMN "departure_airport" text;--> statement-breakpoint
ALTER TABLE "offer_campaigns" ADD CONSTRAINT "offer_campaigns_guid_network_companies_guid_fk" FOREIGN KEY ("guid_network") REFERENCES "public"."companies"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_copies" ADD CONSTRAINT "offer_copies_guid_campaign_offer_campaigns_guid_fk" FOREIGN KEY ("guid_campaign") REFERENCES "public"."offer_campaigns"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_copies" ADD CONSTRAINT "offer_copies_guid_company_companies_guid_fk" FOREIGN KEY ("guid_company") REFERENCES "public"."companies"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_holds" ADD CONSTRAINT "offer_holds_guid_company_companies_guid_fk" FOREIGN KEY ("guid_company") REFERENCES "public"."companies"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_campaigns_offer_idx" ON "offer_campaigns" USING btree ("guid_network","offer_id");--> statement-breakpoint
CREATE INDEX "offer_copies_company_idx" ON "offer_copies" USING btree ("guid_company","state");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_holds_pending_idx" ON "offer_holds" USING btree ("guid_company","offer_id") WHERE state = 'pending';--> statement-breakpoint
CREATE INDEX "offer_holds_company_idx" ON "offer_holds" USING btree ("guid_company","state");--> statement-breakpoint
-- The new right 'Benutzer darf Angebote freigeben' on databases that exist already: the seeded Administrator role
-- gets it (a fresh database gets it from the catalogue seed).
INSERT INTO "rights" ("guid", "guid_right", "name", "group_name", "comment")
SELECT gen_random_uuid(), 'RIGHT_OFFER_APPROVE', 'RIGHT_OFFER_APPROVE', 'COMPONENT', 'Benutzer darf Angebote freigeben'
WHERE EXISTS (SELECT 1 FROM "rights")
ON CONFLICT ("guid_right") DO NOTHING;--> statement-breakpoint
INSERT INTO "role_rights" ("guid_role", "guid_right", "allowed")
SELECT r."guid", ri."guid", 1 FROM "roles" r, "rights" ri
WHERE r."name" = 'Administrator' AND r."guid_parent" IS NULL AND ri."guid_right" = 'RIGHT_OFFER_APPROVE'
ON CONFLICT DO NOTHING;
