DROP INDEX "devices_state_idx";--> statement-breakpoint
CREATE INDEX "devices_state_idx" ON "devices" USING btree ("device_state");--> statement-breakpoint
-- Free space on each page so the heartbeat updates can stay on the same page (HOT).
ALTER TABLE "devices" SET (fillfactor = 80);