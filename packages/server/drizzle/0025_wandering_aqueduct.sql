ALTER TABLE "events" ADD COLUMN "going_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "interested_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "not_going_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "waiting_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The counts follow every change to event_participants in the same transaction, whoever makes it: an answer,
-- a promotion from the waiting list, a purged account's rows going by cascade.
CREATE FUNCTION "event_participant_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "events" SET
      "going_count" = "going_count" - (OLD."status" = 'going')::int,
      "interested_count" = "interested_count" - (OLD."status" = 'interested')::int,
      "not_going_count" = "not_going_count" - (OLD."status" = 'notGoing')::int,
      "waiting_count" = "waiting_count" - (OLD."status" = 'waiting')::int
    WHERE "id" = OLD."event_id";
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE "events" SET
      "going_count" = "going_count" + (NEW."status" = 'going')::int,
      "interested_count" = "interested_count" + (NEW."status" = 'interested')::int,
      "not_going_count" = "not_going_count" + (NEW."status" = 'notGoing')::int,
      "waiting_count" = "waiting_count" + (NEW."status" = 'waiting')::int
    WHERE "id" = NEW."event_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "event_participants_counted" AFTER INSERT OR DELETE ON "event_participants"
  FOR EACH ROW EXECUTE FUNCTION "event_participant_counts"();--> statement-breakpoint
CREATE TRIGGER "event_participants_recounted" AFTER UPDATE OF "status", "event_id" ON "event_participants"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."event_id" <> NEW."event_id")
  EXECUTE FUNCTION "event_participant_counts"();--> statement-breakpoint
-- Answers given before the counts were kept.
UPDATE "events" e SET
  "going_count" = c.going, "interested_count" = c.interested, "not_going_count" = c.not_going, "waiting_count" = c.waiting
FROM (
  SELECT "event_id",
    count(*) FILTER (WHERE "status" = 'going')::int AS going,
    count(*) FILTER (WHERE "status" = 'interested')::int AS interested,
    count(*) FILTER (WHERE "status" = 'notGoing')::int AS not_going,
    count(*) FILTER (WHERE "status" = 'waiting')::int AS waiting
  FROM "event_participants" GROUP BY "event_id"
) c
WHERE c."event_id" = e."id";
