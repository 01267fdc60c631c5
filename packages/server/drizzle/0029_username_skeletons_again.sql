-- Skeletons are now taken before case-folding (services/username-skeleton.ts); start-up fills them again.
UPDATE "users" SET "username_skeleton" = NULL;
