CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "hotel_content" (
	"gid" text PRIMARY KEY NOT NULL,
	"address" jsonb,
	"urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"texts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"clima" jsonb
);
--> statement-breakpoint
CREATE TABLE "hotel_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
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
	"has_clima" boolean DEFAULT false NOT NULL,
	"thumb" text,
	"search_name" text NOT NULL,
	"search" text NOT NULL,
	"search_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search)) STORED,
	"name_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_name)) STORED,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hotel_content" ADD CONSTRAINT "hotel_content_gid_hotels_gid_fk" FOREIGN KEY ("gid") REFERENCES "public"."hotels"("gid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hotel_words_trgm_idx" ON "hotel_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hotels_search_words_idx" ON "hotels" USING gin ("search_words");--> statement-breakpoint
CREATE INDEX "hotels_name_words_idx" ON "hotels" USING gin ("name_words");--> statement-breakpoint
CREATE INDEX "hotels_search_name_idx" ON "hotels" USING btree ("search_name" collate "C");--> statement-breakpoint
CREATE INDEX "hotels_climate_idx" ON "hotels" USING btree ("country_code","region") WHERE has_clima;