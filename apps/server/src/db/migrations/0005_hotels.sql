CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TABLE "hotels" (
	"gid" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"provider" text DEFAULT '' NOT NULL,
	"providers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"country_code" text NOT NULL,
	"country" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"stars" real,
	"latitude" double precision,
	"longitude" double precision,
	"address" jsonb,
	"urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"texts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"clima" jsonb,
	"thumb" text,
	"search_name" text NOT NULL,
	"search" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "hotels_search_trgm_idx" ON "hotels" USING gin ("search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hotels_country_region_idx" ON "hotels" USING btree ("country_code","region");