CREATE TABLE "evidence_plays" (
	"guid_location" uuid NOT NULL,
	"offer_id" text NOT NULL,
	"version_seq" bigint NOT NULL,
	"guid_device" uuid NOT NULL,
	"first_play" timestamp (3) with time zone NOT NULL,
	"last_play" timestamp (3) with time zone NOT NULL,
	"plays" integer NOT NULL,
	"seconds" double precision NOT NULL,
	"secured_plays" integer NOT NULL,
	CONSTRAINT "evidence_plays_guid_location_offer_id_version_seq_guid_device_pk" PRIMARY KEY("guid_location","offer_id","version_seq","guid_device")
);
--> statement-breakpoint
-- Backfill from the raw plays still stored: location and offer from the day's rollup row of the play (the plays
-- module's calendar day, Europe/Berlin), the version that was the offer's newest at the location at the play's start.
INSERT INTO "evidence_plays" ("guid_location", "offer_id", "version_seq", "guid_device", "first_play", "last_play", "plays", "seconds", "secured_plays")
SELECT d."guid_location", d."offer_id", v."seq", e."guid_device", min(e."started"), max(e."started"), count(*)::int,
	sum(e."seconds")::double precision, sum(e."secured")::int
FROM "play_events" e
JOIN "play_days" d ON d."guid_device" = e."guid_device" AND d."guid_item" = e."guid_item"
	AND d."day" = (e."started" AT TIME ZONE 'Europe/Berlin')::date
JOIN LATERAL (
	SELECT x."seq" FROM "evidence_entries" x
	WHERE x."guid_company" = d."guid_location" AND x."offer_id" = d."offer_id" AND x."kind" = 'version'
		AND x."created_at" <= e."started"
	ORDER BY x."seq" DESC LIMIT 1
) v ON true
WHERE d."guid_location" IS NOT NULL AND d."offer_id" IS NOT NULL
GROUP BY d."guid_location", d."offer_id", v."seq", e."guid_device";
