// Fills a fresh, migrated database with a social graph for the feed bench, in plain SQL so it runs
// inside the database (generate_series) instead of row by row through the driver.
import { sql } from 'drizzle-orm';
import type { Database } from '../packages/server/src/db/client.js';

export interface SeedSize {
  users: number;
  posts: number;
  hits: number;
  follows: number;
  blocks: number;
  sessions: number;
}

/** The recent world gets the highest ids, so that `grow` can add older history below it. */
export const HISTORY_ROOM = 1_800_000;
const LOREM =
  'Anyone up for ranked tonight? We lost two close games yesterday and I think the draft was the problem, not the aim. ' +
  'Looking for a support main who actually talks on voice, EU servers, evenings after nine. Patch notes are out and the ' +
  'new map rotation looks great, although the sniper changes will upset half of my team. Streaming the speedrun attempt ' +
  'on Friday, come say hi and bring snacks. Finally finished the campaign on hard: the last boss took forty tries and ' +
  'one broken controller. Our guild is recruiting for the raid season, casual schedule, friendly people, no drama please.';

/** Statements run in one transaction with a fixed random seed, so every run builds the same world. */
function seedStatements(size: SeedSize): string[] {
  const { users, posts, hits, follows, blocks, sessions } = size;
  const base = HISTORY_ROOM;
  return [
    `select setseed(0.4242)`,
    // Users: a few frozen or deleted ones, whose posts no feed may show.
    `insert into users (id, username, email, first_name, last_name, language, photo_url, activated_at, frozen_at, deleted_at, created_at)
     overriding system value
     select i, 'player' || i, 'player' || i || '@bench.example',
       (array['Ada','Ben','Cem','Deniz','Eva','Femi','Gus','Hana','Ivo','Jin'])[1 + i % 10],
       case when i % 3 = 0 then null else (array['Yilmaz','Garcia','Smith','Kaya','Lopez','Chen','Okafor'])[1 + i % 7] end,
       (array['en','tr','es'])[1 + i % 3],
       case when i % 4 = 0 then null else '/uploads/photos/' || i || '.webp' end,
       now() - interval '400 days',
       case when i % 200 = 7 then now() - interval '2 days' end,
       case when i % 500 = 11 then now() - interval '3 days' end,
       now() - interval '400 days'
     from generate_series(1, ${users}) i`,
    `select setval(pg_get_serial_sequence('users', 'id'), ${users})`,
    // Posts over the last 30 days, ids in time order. Authors are skewed: the top 1% write ~10% of posts,
    // the top 10% about a third. One in 20 is a repost of a recent post; 1% are deleted; 1 in 10 has an image.
    `insert into posts (id, user_id, kind, parent_id, content, content_text, attachments, share, comment_count, deleted_at, created_at, updated_at)
     overriding system value
     select ${base} + i, author, kind, parent,
       case when kind = 'repost' then '' else '<p>' || body || ' <a href="/hash/$tag' || (i % 40) || '">#tag' || (i % 40) || '</a></p>' end,
       case when kind = 'repost' then '' else body || ' #tag' || (i % 40) end,
       case when i % 10 = 3 then jsonb_build_array(jsonb_build_object('type', 'image', 'attachmentUrl', '/uploads/feed/' || i || '.webp')) else '[]'::jsonb end,
       'b' || lpad(to_hex(${base} + i), 15, '0'),
       floor(power(random(), 4) * 25)::int,
       case when i % 100 = 50 then at + interval '1 minute' end,
       at,
       case when i % 25 = 0 then at + interval '1 minute' else at end
     from (
       select i,
         1 + floor(${users} * power(random(), 2))::int as author,
         case when i % 20 = 0 and i > 1000 then 'repost' else 'post' end as kind,
         case when i % 20 = 0 and i > 1000 then ${base} + i - 1 - floor(random() * 1000)::int end as parent,
         substr('${LOREM}', 1 + floor(random() * 200)::int, 30 + floor(random() * 330)::int) as body,
         now() - interval '30 days' + (i::float8 / ${posts}) * interval '30 days' - interval '1 minute' as at
       from generate_series(1, ${posts}) i
     ) g`,
    `select setval(pg_get_serial_sequence('posts', 'id'), ${base + posts})`,
    // Hits lean to recent posts; every pair is distinct.
    `insert into post_hits (post_id, user_id, created_at)
     select post_id, user_id, now() - interval '1 hour'
     from (
       select ${base + posts} - floor(${posts} * power(random(), 2))::int as post_id,
         1 + floor(${users} * random())::int as user_id
       from generate_series(1, ${Math.round(hits * 1.1)})
     ) c
     group by post_id, user_id
     limit ${hits}`,
    // Follows: popular users (low ids, who also post most) collect followers; some users follow hundreds.
    `insert into follows (follower_id, user_id)
     select follower_id, user_id
     from (
       select 1 + floor(${users} * power(random(), 1.5))::int as follower_id,
         1 + floor(${users} * power(random(), 3))::int as user_id
       from generate_series(1, ${Math.round(follows * 1.3)})
     ) c
     where follower_id <> user_id
     group by follower_id, user_id
     limit ${follows}`,
    `insert into blocks (blocker_id, blocked_id)
     select a, b from (
       select 1 + floor(${users} * random())::int as a, 1 + floor(${users} * random())::int as b
       from generate_series(1, ${blocks})
     ) c
     where a <> b
     group by a, b`,
    // The counters the app keeps in step with these rows.
    `update posts set hit_count = h.n from (select post_id, count(*)::int as n from post_hits group by post_id) h where posts.id = h.post_id`,
    `update posts set repost_count = r.n
     from (select parent_id, count(*)::int as n from posts where kind = 'repost' group by parent_id) r
     where posts.id = r.parent_id`,
    // Signed-in users picked at random among active ones; the token of user N is 'bench-token-N'.
    `insert into sessions (user_id, token_hash, expires_at)
     select id, encode(sha256(convert_to('bench-token-' || id, 'UTF8')), 'hex'), now() + interval '30 days'
     from users where frozen_at is null and deleted_at is null
     order by random()
     limit ${sessions}`,
  ];
}

/** 1.8 million older posts (30 to 330 days back) under the recent ones, written like them. */
function growStatements(users: number, extra: number): string[] {
  return [
    `select setseed(0.1717)`,
    `insert into posts (id, user_id, kind, parent_id, content, content_text, attachments, share, comment_count, hit_count, created_at, updated_at)
     overriding system value
     select i, author, kind, parent,
       case when kind = 'repost' then '' else '<p>' || body || '</p>' end,
       body,
       case when i % 10 = 3 then jsonb_build_array(jsonb_build_object('type', 'image', 'attachmentUrl', '/uploads/feed/' || i || '.webp')) else '[]'::jsonb end,
       'a' || lpad(to_hex(i), 15, '0'),
       floor(power(random(), 4) * 25)::int,
       floor(power(random(), 4) * 10)::int,
       at, at
     from (
       select i,
         1 + floor(${users} * power(random(), 2))::int as author,
         case when i % 20 = 0 and i > 1000 then 'repost' else 'post' end as kind,
         case when i % 20 = 0 and i > 1000 then i - 1 - floor(random() * 1000)::int end as parent,
         substr('${LOREM}', 1 + floor(random() * 200)::int, 30 + floor(random() * 330)::int) as body,
         now() - interval '330 days' + (i::float8 / ${extra}) * interval '300 days' as at
       from generate_series(1, ${extra}) i
     ) g`,
  ];
}

async function run(db: Database, statements: string[]) {
  await db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
  // Fresh statistics and visibility map, as autovacuum would leave them on a live database.
  await db.execute(sql`vacuum analyze`);
}

export const seedFeed = (db: Database, size: SeedSize) => run(db, seedStatements(size));

/** Adds `extra` posts older than the seeded ones; HISTORY_ROOM bounds it. */
export const growFeed = (db: Database, users: number, extra: number) => {
  if (extra > HISTORY_ROOM) throw new Error(`grow by at most ${HISTORY_ROOM} posts`);
  return run(db, growStatements(users, extra));
};

/** The bearer token seeded for a user. */
export const benchToken = (userId: number) => `bench-token-${userId}`;
