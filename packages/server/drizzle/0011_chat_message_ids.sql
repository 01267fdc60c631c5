ALTER TABLE "chat_channels" ALTER COLUMN "last_message_id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "chat_channels" ALTER COLUMN "read_a" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "chat_channels" ALTER COLUMN "read_b" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "chat_messages" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "chat_messages" ALTER COLUMN "id" DROP IDENTITY;