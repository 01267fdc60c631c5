DROP INDEX "quest_completions_board_idx";--> statement-breakpoint
ALTER TABLE "puzzle_plays" ADD COLUMN "turn" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quest_completions" ADD COLUMN "day" date NOT NULL;--> statement-breakpoint
CREATE INDEX "quest_completions_board_idx" ON "quest_completions" USING btree ("day","user_id","points");