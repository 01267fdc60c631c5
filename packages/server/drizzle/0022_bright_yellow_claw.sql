CREATE TABLE "chat_group_reads" (
	"channel_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"read_id" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "chat_group_reads_channel_id_user_id_pk" PRIMARY KEY("channel_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "premium_pins" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"lobby_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "premium_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "premium_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"plan" varchar(12) NOT NULL,
	"months" smallint NOT NULL,
	"order_ref" varchar(64) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_channels" ALTER COLUMN "user_a" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_channels" ALTER COLUMN "user_b" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_channels" ADD COLUMN "lobby_id" integer;--> statement-breakpoint
ALTER TABLE "chat_group_reads" ADD CONSTRAINT "chat_group_reads_channel_id_chat_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."chat_channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_group_reads" ADD CONSTRAINT "chat_group_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_pins" ADD CONSTRAINT "premium_pins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_pins" ADD CONSTRAINT "premium_pins_lobby_id_lobbies_id_fk" FOREIGN KEY ("lobby_id") REFERENCES "public"."lobbies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_subscriptions" ADD CONSTRAINT "premium_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_group_reads_user_idx" ON "chat_group_reads" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "premium_subscriptions_order_idx" ON "premium_subscriptions" USING btree ("order_ref");--> statement-breakpoint
CREATE INDEX "premium_subscriptions_user_idx" ON "premium_subscriptions" USING btree ("user_id","ends_at");--> statement-breakpoint
CREATE INDEX "premium_subscriptions_reminder_idx" ON "premium_subscriptions" USING btree ("ends_at") WHERE "premium_subscriptions"."reminded_at" is null and "premium_subscriptions"."withdrawn_at" is null;--> statement-breakpoint
ALTER TABLE "chat_channels" ADD CONSTRAINT "chat_channels_lobby_id_lobbies_id_fk" FOREIGN KEY ("lobby_id") REFERENCES "public"."lobbies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_channels_lobby_idx" ON "chat_channels" USING btree ("lobby_id") WHERE "chat_channels"."lobby_id" is not null;