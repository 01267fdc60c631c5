DROP TABLE "chat_group_reads" CASCADE;--> statement-breakpoint
ALTER TABLE "chat_channels" DROP COLUMN "read_a";--> statement-breakpoint
ALTER TABLE "chat_channels" DROP COLUMN "read_b";