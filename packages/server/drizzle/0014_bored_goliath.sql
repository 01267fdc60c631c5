CREATE SEQUENCE "public"."chat_message_ids" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "ref" text;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_sender_ref_idx" ON "chat_messages" USING btree ("user_id","ref");