DROP INDEX "chat_channels_a_idx";--> statement-breakpoint
DROP INDEX "chat_channels_b_idx";--> statement-breakpoint
CREATE INDEX "chat_channels_b_idx" ON "chat_channels" USING btree ("user_b");--> statement-breakpoint
ALTER TABLE "chat_channels" SET (fillfactor = 70);