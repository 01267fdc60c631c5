CREATE TABLE "riot_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"puuid" varchar(100) NOT NULL,
	"game_name" varchar(64) NOT NULL,
	"tag_line" varchar(16) NOT NULL,
	"platform" varchar(8),
	"summoner_level" integer,
	"lol_ranks" jsonb,
	"mastery" jsonb,
	"lol_rank" varchar(30),
	"valorant_tier" integer,
	"valorant_rank" varchar(30),
	"synced_at" timestamp with time zone,
	"sync_failed_at" timestamp with time zone,
	"sync_error" varchar(40),
	"refreshed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "riot_accounts" ADD CONSTRAINT "riot_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "riot_accounts_puuid_idx" ON "riot_accounts" USING btree ("puuid");--> statement-breakpoint
CREATE INDEX "riot_accounts_synced_idx" ON "riot_accounts" USING btree ("synced_at");