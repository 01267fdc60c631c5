DROP INDEX "events_reminder_idx";--> statement-breakpoint
ALTER TABLE "event_participants" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
UPDATE "event_participants" p SET "reminded_at" = e."reminded_at" FROM "events" e WHERE e."id" = p."event_id" AND e."reminded_at" IS NOT NULL AND p."status" = 'going';--> statement-breakpoint
ALTER TABLE "events" DROP COLUMN "reminded_at";
