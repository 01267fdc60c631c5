CREATE TABLE "puzzle_scores" (
	"user_id" integer NOT NULL,
	"board" varchar(10) NOT NULL,
	"period" varchar(4) NOT NULL,
	"period_start" date NOT NULL,
	"points" integer NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "puzzle_scores_user_id_board_period_period_start_pk" PRIMARY KEY("user_id","board","period","period_start")
);
--> statement-breakpoint
ALTER TABLE "puzzle_scores" ADD CONSTRAINT "puzzle_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "puzzle_scores_top_idx" ON "puzzle_scores" USING btree ("board","period","period_start","points" DESC NULLS LAST,"first_at");--> statement-breakpoint
-- Results stored before this table count on the boards as well.
INSERT INTO "puzzle_scores" ("user_id", "board", "period", "period_start", "points", "first_at")
SELECT s.user_id, s.board, p.period,
  CASE p.period WHEN 'day' THEN s.day WHEN 'week' THEN date_trunc('week', s.day)::date ELSE date '2000-01-01' END,
  sum(s.points), min(s.at)
FROM (
  SELECT user_id, kind AS board, day, points, coalesce(finished_at, now()) AS at FROM puzzle_plays WHERE points > 0
  UNION ALL SELECT user_id, 'total', day, points, coalesce(finished_at, now()) FROM puzzle_plays WHERE points > 0
  UNION ALL SELECT user_id, 'total', day, points, completed_at FROM quest_completions
) s CROSS JOIN (VALUES ('day'), ('week'), ('all')) AS p(period)
GROUP BY 1, 2, 3, 4;
