CREATE TABLE "moderation_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "moderation_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"moderator_id" integer,
	"action" varchar(10) NOT NULL,
	"user_id" integer NOT NULL,
	"rule" varchar(30) NOT NULL,
	"note" text,
	"until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "standing" varchar(10) DEFAULT 'good' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "standing_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "moderation_log_user_idx" ON "moderation_log" USING btree ("user_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "users_standing_until_idx" ON "users" USING btree ("standing_until") WHERE "users"."standing" in ('warned', 'suspended');