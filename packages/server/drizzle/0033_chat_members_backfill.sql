-- Every lobby has its group channel: those of lobbies made before lobby chats existed are made now.
INSERT INTO "chat_channels" ("lobby_id", "initiator_id", "updated_at", "created_at")
SELECT l."id", l."owner_id", l."created_at", l."created_at" FROM "lobbies" l
WHERE NOT EXISTS (SELECT 1 FROM "chat_channels" c WHERE c."lobby_id" = l."id");
--> statement-breakpoint
-- A pair's two users, with the read marks its channel row kept.
INSERT INTO "chat_members" ("channel_id", "user_id", "read_id", "joined_at")
SELECT "id", "user_a", "read_a", "created_at" FROM "chat_channels" WHERE "user_a" IS NOT NULL
UNION ALL SELECT "id", "user_b", "read_b", "created_at" FROM "chat_channels" WHERE "user_b" IS NOT NULL
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- A group's lobby owner and approved members, with the read marks of chat_group_reads.
INSERT INTO "chat_members" ("channel_id", "user_id", "read_id", "joined_at")
SELECT c."id", m."user_id", coalesce(r."read_id", 0), m."joined_at"
FROM "chat_channels" c
JOIN (
  SELECT l."id" AS "lobby_id", l."owner_id" AS "user_id", l."created_at" AS "joined_at" FROM "lobbies" l
  UNION ALL
  SELECT a."lobby_id", a."user_id", a."updated_at" FROM "lobby_applications" a WHERE a."status" = 'approved'
) m ON m."lobby_id" = c."lobby_id"
LEFT JOIN "chat_group_reads" r ON r."channel_id" = c."id" AND r."user_id" = m."user_id"
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Every message moves its sender's read mark (in no index): room on each page keeps that update HOT.
ALTER TABLE "chat_members" SET (fillfactor = 70);
