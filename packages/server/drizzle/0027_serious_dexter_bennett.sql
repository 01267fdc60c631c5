ALTER TABLE "games" ADD COLUMN "igdb_id" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "cover_image_id" varchar(40);--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "release_year" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "steam_app_id" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "merged_into" integer;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_merged_into_games_id_fk" FOREIGN KEY ("merged_into") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "games_igdb_idx" ON "games" USING btree ("igdb_id");--> statement-breakpoint
CREATE INDEX "games_steam_app_idx" ON "games" USING btree ("steam_app_id");