-- Custom SQL migration file, put your code below! --
CREATE TABLE "evidence_checkpoint" (
	"id" integer PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL,
	"removed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evidence_entries" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"guid_company" uuid NOT NULL,
	"offer_id" text NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "evidence_entries_offer_idx" ON "evidence_entries" USING btree ("guid_company","offer_id","seq");
