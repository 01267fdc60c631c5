CREATE TABLE "steam_accounts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"steam_id" varchar(17) NOT NULL,
	"persona_name" varchar(64),
	"avatar_url" text,
	"profile_url" text,
	"is_public" boolean,
	"game_count" integer,
	"synced_at" timestamp with time zone,
	"sync_failed_at" timestamp with time zone,
	"sync_error" varchar(40),
	"refreshed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "steam_achievement_schemas" (
	"app_id" integer NOT NULL,
	"api_name" varchar(128) NOT NULL,
	"display_name" varchar(255) NOT NULL,
	"description" text,
	"icon" text,
	"icon_gray" text,
	"hidden" boolean DEFAULT false NOT NULL,
	CONSTRAINT "steam_achievement_schemas_app_id_api_name_pk" PRIMARY KEY("app_id","api_name")
);
--> statement-breakpoint
CREATE TABLE "steam_achievement_syncs" (
	"user_id" integer NOT NULL,
	"app_id" integer NOT NULL,
	"has_stats" boolean NOT NULL,
	"synced_at" timestamp with time zone NOT NULL,
	CONSTRAINT "steam_achievement_syncs_user_id_app_id_pk" PRIMARY KEY("user_id","app_id")
);
--> statement-breakpoint
CREATE TABLE "steam_apps" (
	"app_id" integer PRIMARY KEY NOT NULL,
	"name" varchar(255),
	"genres" jsonb,
	"store_fetched_at" timestamp with time zone,
	"schema_fetched_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "steam_games" (
	"user_id" integer NOT NULL,
	"app_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"playtime_forever" integer DEFAULT 0 NOT NULL,
	"playtime_2weeks" integer DEFAULT 0 NOT NULL,
	"icon_hash" varchar(64),
	"last_played_at" timestamp with time zone,
	"recent_rank" integer,
	CONSTRAINT "steam_games_user_id_app_id_pk" PRIMARY KEY("user_id","app_id")
);
--> statement-breakpoint
CREATE TABLE "steam_openid_nonces" (
	"nonce" varchar(255) PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "steam_user_achievements" (
	"user_id" integer NOT NULL,
	"app_id" integer NOT NULL,
	"api_name" varchar(128) NOT NULL,
	"achieved" boolean NOT NULL,
	"unlocked_at" timestamp with time zone,
	CONSTRAINT "steam_user_achievements_user_id_app_id_api_name_pk" PRIMARY KEY("user_id","app_id","api_name")
);
--> statement-breakpoint
ALTER TABLE "steam_accounts" ADD CONSTRAINT "steam_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "steam_achievement_syncs" ADD CONSTRAINT "steam_achievement_syncs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "steam_games" ADD CONSTRAINT "steam_games_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "steam_user_achievements" ADD CONSTRAINT "steam_user_achievements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "steam_accounts_steam_id_idx" ON "steam_accounts" USING btree ("steam_id");--> statement-breakpoint
CREATE INDEX "steam_accounts_synced_idx" ON "steam_accounts" USING btree ("synced_at");--> statement-breakpoint
CREATE INDEX "steam_games_playtime_idx" ON "steam_games" USING btree ("user_id","playtime_forever" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "steam_openid_nonces_created_idx" ON "steam_openid_nonces" USING btree ("created_at");