CREATE TABLE "offer_checks" (
	"guid_company" uuid NOT NULL,
	"offer_id" text NOT NULL,
	"provider" text NOT NULL,
	"advisory_id" text NOT NULL,
	"data_hash" text NOT NULL,
	"data" jsonb NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	"failing_since" timestamp with time zone,
	"change_summary" text,
	"changed_at" timestamp with time zone,
	"taken_down" text,
	"taken_down_at" timestamp with time zone,
	CONSTRAINT "offer_checks_guid_company_offer_id_pk" PRIMARY KEY("guid_company","offer_id")
);
--> statement-breakpoint
ALTER TABLE "offer_checks" ADD CONSTRAINT "offer_checks_guid_company_companies_guid_fk" FOREIGN KEY ("guid_company") REFERENCES "public"."companies"("guid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_checks_checked_idx" ON "offer_checks" USING btree ("checked_at");