ALTER TABLE "jobs" ADD COLUMN "wake" boolean DEFAULT false NOT NULL;
