-- The moderation log is written once: no statement may change or remove an entry (docs/decisions.md "Moderation").
CREATE FUNCTION "moderation_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'moderation_log entries cannot be changed or removed' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "moderation_log_unchanged" BEFORE UPDATE OR DELETE ON "moderation_log"
  FOR EACH ROW EXECUTE FUNCTION "moderation_log_append_only"();--> statement-breakpoint
CREATE TRIGGER "moderation_log_not_truncated" BEFORE TRUNCATE ON "moderation_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "moderation_log_append_only"();
