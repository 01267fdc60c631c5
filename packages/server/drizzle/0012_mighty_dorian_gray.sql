CREATE TABLE "puzzle_plays" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "puzzle_plays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"puzzle_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" varchar(10) NOT NULL,
	"status" varchar(10) DEFAULT 'playing' NOT NULL,
	"moves" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hints" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mistakes" smallint DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "puzzles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "puzzles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"day" date NOT NULL,
	"language" varchar(2) NOT NULL,
	"kind" varchar(10) NOT NULL,
	"answer" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quest_completions" (
	"user_id" integer NOT NULL,
	"quest_key" varchar(40) NOT NULL,
	"period_start" date NOT NULL,
	"points" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lobbies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lobbies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"server" varchar(30) NOT NULL,
	"min_level" integer,
	"rank" varchar(30),
	"role" varchar(30),
	"min_members" integer NOT NULL,
	"max_members" integer NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"description" varchar(250) DEFAULT '' NOT NULL,
	"type" varchar(10) NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lobby_applications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lobby_applications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lobby_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"organization_id" integer,
	"description" varchar(250) DEFAULT '' NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "puzzle_plays" ADD CONSTRAINT "puzzle_plays_puzzle_id_puzzles_id_fk" FOREIGN KEY ("puzzle_id") REFERENCES "public"."puzzles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puzzle_plays" ADD CONSTRAINT "puzzle_plays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "puzzles" ADD CONSTRAINT "puzzles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quest_completions" ADD CONSTRAINT "quest_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lobbies" ADD CONSTRAINT "lobbies_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lobbies" ADD CONSTRAINT "lobbies_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lobby_applications" ADD CONSTRAINT "lobby_applications_lobby_id_lobbies_id_fk" FOREIGN KEY ("lobby_id") REFERENCES "public"."lobbies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lobby_applications" ADD CONSTRAINT "lobby_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lobby_applications" ADD CONSTRAINT "lobby_applications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "puzzle_plays_puzzle_user_idx" ON "puzzle_plays" USING btree ("puzzle_id","user_id");--> statement-breakpoint
CREATE INDEX "puzzle_plays_board_idx" ON "puzzle_plays" USING btree ("kind","day","user_id","points") WHERE "puzzle_plays"."points" > 0;--> statement-breakpoint
CREATE INDEX "puzzle_plays_user_idx" ON "puzzle_plays" USING btree ("user_id","kind","day");--> statement-breakpoint
CREATE UNIQUE INDEX "puzzles_day_language_kind_idx" ON "puzzles" USING btree ("day","language","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "quest_completions_user_quest_period_idx" ON "quest_completions" USING btree ("user_id","quest_key","period_start");--> statement-breakpoint
CREATE INDEX "quest_completions_board_idx" ON "quest_completions" USING btree ("period_start","user_id","points");--> statement-breakpoint
CREATE INDEX "lobbies_game_search_idx" ON "lobbies" USING btree ("game_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lobbies_status_search_idx" ON "lobbies" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lobbies_owner_idx" ON "lobbies" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "lobby_applications_user_idx" ON "lobby_applications" USING btree ("lobby_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lobby_applications_team_idx" ON "lobby_applications" USING btree ("lobby_id","organization_id") WHERE "lobby_applications"."organization_id" is not null;--> statement-breakpoint
CREATE INDEX "lobby_applications_applicant_idx" ON "lobby_applications" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
-- Plain reposts made more than once before they were a toggle: the oldest stays, counts follow what stands.
UPDATE "posts" AS p SET "deleted_at" = now() FROM "posts" AS keep WHERE p."kind" = 'repost' AND p."deleted_at" IS NULL AND p."content_text" = '' AND p."attachments" = '[]'::jsonb AND keep."kind" = 'repost' AND keep."deleted_at" IS NULL AND keep."content_text" = '' AND keep."attachments" = '[]'::jsonb AND keep."user_id" = p."user_id" AND keep."parent_id" = p."parent_id" AND coalesce(keep."organization_id", 0) = coalesce(p."organization_id", 0) AND keep."id" < p."id";--> statement-breakpoint
UPDATE "posts" AS o SET "repost_count" = (SELECT count(*) FROM "posts" AS r WHERE r."parent_id" = o."id" AND r."kind" = 'repost' AND r."deleted_at" IS NULL) WHERE o."repost_count" > 0;--> statement-breakpoint
CREATE UNIQUE INDEX "posts_plain_repost_idx" ON "posts" USING btree ("user_id","parent_id",coalesce("organization_id", 0)) WHERE "posts"."kind" = 'repost' and "posts"."deleted_at" is null and "posts"."content_text" = '' and "posts"."attachments" = '[]'::jsonb;