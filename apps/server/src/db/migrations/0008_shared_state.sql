-- login_throttle and rate_buckets are UNLOGGED (edited after generation): short-lived counters, no WAL per login or registration; a crash empties them.
CREATE UNLOGGED TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"first_at" bigint NOT NULL,
	"locked_until" bigint NOT NULL
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "rate_buckets" (
	"key" text PRIMARY KEY NOT NULL,
	"tokens" double precision NOT NULL,
	"at" bigint NOT NULL,
	"taken" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shared_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
