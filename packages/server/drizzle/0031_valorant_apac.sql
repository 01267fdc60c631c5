-- Valorant's Asia-Pacific region is "APAC" (spec), written "AP" before: lobbies made with it keep being found.
UPDATE "lobbies" SET "server" = 'APAC' WHERE "server" = 'AP' AND "game_id" IN (SELECT "id" FROM "games" WHERE "slug" = 'valorant');
