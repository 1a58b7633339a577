CREATE TABLE "hotel_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"message" text,
	"started_at" timestamp with time zone NOT NULL,
	"begun_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "hotel_imports_started_idx" ON "hotel_imports" USING btree ("started_at");