CREATE INDEX "reports_subject_idx" ON "reports" USING btree ("report_type","related_id");--> statement-breakpoint
CREATE INDEX "reports_subject_user_idx" ON "reports" USING btree ("subject_user_id");