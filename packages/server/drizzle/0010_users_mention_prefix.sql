CREATE INDEX "users_mention_username_idx" ON "users" USING btree (lower("username") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_mention_first_name_idx" ON "users" USING btree (lower("first_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_mention_last_name_idx" ON "users" USING btree (lower("last_name") text_pattern_ops);