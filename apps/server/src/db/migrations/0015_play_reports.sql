-- Issue 27, reports at scale: location users' reports read by location and day; batch ids are read by time only by
-- the retention job (BRIN instead of a B-tree that every batch had to insert into); and the planner learns that
-- grouping the daily rollups by item (with its name, offer, operator) or by screen (with its location, network)
-- gives few groups, so it aggregates by hash in memory instead of sorting a month of rows on disk.
DROP INDEX "play_batches_received_idx";--> statement-breakpoint
CREATE INDEX "play_batches_received_idx" ON "play_batches" USING brin ("received");--> statement-breakpoint
CREATE INDEX "play_days_location_idx" ON "play_days" USING btree ("guid_location","day");--> statement-breakpoint
CREATE STATISTICS "play_days_item_stats" (ndistinct) ON "guid_item", "item_name", "offer_id", "tour_operator" FROM "play_days";--> statement-breakpoint
CREATE STATISTICS "play_days_place_stats" (ndistinct) ON "guid_device", "guid_location", "guid_network" FROM "play_days";
