ALTER TABLE "uploads" ADD COLUMN "variant_size" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "transcode_started_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "uploads_user_idx" ON "uploads" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "uploads_processing_idx" ON "uploads" USING btree ("created_at") WHERE "uploads"."variant" = 'processing';