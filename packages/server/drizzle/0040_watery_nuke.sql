CREATE TABLE "chat_privacy" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"from" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_channels" ADD COLUMN "request" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_privacy" ADD CONSTRAINT "chat_privacy_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;