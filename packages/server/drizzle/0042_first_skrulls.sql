CREATE TABLE "lobby_bans" (
	"lobby_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lobby_bans_lobby_id_user_id_pk" PRIMARY KEY("lobby_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "moderation_appeals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "moderation_appeals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"log_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"decided_by" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "attention_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"muted_words" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"channels" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"digest" boolean DEFAULT false NOT NULL,
	"digest_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mutes" (
	"muter_id" integer NOT NULL,
	"muted_id" integer NOT NULL,
	"until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mutes_muter_id_muted_id_pk" PRIMARY KEY("muter_id","muted_id")
);
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "subject_user_id" integer;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD COLUMN "subject_type" varchar(20);--> statement-breakpoint
ALTER TABLE "moderation_log" ADD COLUMN "subject_id" integer;--> statement-breakpoint
ALTER TABLE "moderation_log" ADD COLUMN "appeal_of" integer;--> statement-breakpoint
ALTER TABLE "lobby_bans" ADD CONSTRAINT "lobby_bans_lobby_id_lobbies_id_fk" FOREIGN KEY ("lobby_id") REFERENCES "public"."lobbies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lobby_bans" ADD CONSTRAINT "lobby_bans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attention_settings" ADD CONSTRAINT "attention_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mutes" ADD CONSTRAINT "mutes_muter_id_users_id_fk" FOREIGN KEY ("muter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mutes" ADD CONSTRAINT "mutes_muted_id_users_id_fk" FOREIGN KEY ("muted_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "moderation_appeals_log_idx" ON "moderation_appeals" USING btree ("log_id");--> statement-breakpoint
CREATE INDEX "moderation_appeals_status_idx" ON "moderation_appeals" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "moderation_appeals_user_idx" ON "moderation_appeals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "attention_settings_digest_idx" ON "attention_settings" USING btree ("digest");--> statement-breakpoint
CREATE INDEX "mutes_muted_idx" ON "mutes" USING btree ("muted_id");--> statement-breakpoint
CREATE INDEX "moderation_log_moderator_idx" ON "moderation_log" USING btree ("moderator_id","id" DESC NULLS LAST);