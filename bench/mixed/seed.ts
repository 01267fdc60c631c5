// The mixed bench's world (bench/mixed/world.ts) in a fresh, migrated database: the social graph and a month of
// posts from bench/feed-seed.ts, then lobbies, events, daily puzzles with past results and one chat channel per
// pair of players, each one set-based statement, then ANALYZE as autovacuum would and a checkpoint.
import { sql } from 'drizzle-orm';
import type { Database } from '../../packages/server/src/db/client.js';
import { seedFeed } from '../feed-seed.js';
import { world } from './world.js';

export interface SeededWorld {
  /** Users with a session, sorted: player i's friend is player i ^ 1 (both on line in any even step). */
  players: number[];
  /** The chat channel of player i with their friend, by user id. */
  channels: Map<number, number>;
  seconds: number;
}

const scaled = (n: number, scale: number) => Math.max(1, Math.round(n * scale));

export async function seedWorld(db: Database, scale = 1): Promise<SeededWorld> {
  const started = performance.now();
  const users = scaled(world.users, scale);
  const sessions = Math.min(world.sessions, users);
  await seedFeed(db, {
    users,
    posts: scaled(world.posts, scale),
    hits: scaled(world.hits, scale),
    follows: scaled(world.follows, scale),
    blocks: scaled(world.blocks, scale),
    sessions,
  });
  const today = new Date().toISOString().slice(0, 10);
  const statements = [
    `select setseed(0.2323)`,
    // Lobbies on the catalogue's most popular games, owned by anyone.
    `insert into lobbies (owner_id, game_id, server, min_members, max_members, member_count, description, type, created_at)
     select 1 + floor(${users} * random())::int, g.id, (array['EU','NA','TR'])[1 + i % 3], 2, 5 + i % 6, 1,
       'Looking for friendly players, evenings', (array['individual','team'])[1 + i % 2],
       now() - (i % 1440) * interval '1 minute'
     from generate_series(1, ${world.lobbies}) i
     join lateral (select id from games where not hidden order by popularity desc, id offset i % 20 limit 1) g on true`,
    `insert into lobby_applications (lobby_id, user_id, description)
     select lobby_id, user_id, 'gg' from (
       select (select min(id) from lobbies) + floor(${world.lobbies} * random())::int as lobby_id,
         1 + floor(${users} * random())::int as user_id
       from generate_series(1, ${world.lobbyApplications})
     ) a
     where exists (select 1 from lobbies l where l.id = a.lobby_id and l.owner_id <> a.user_id)
     group by lobby_id, user_id`,
    // Upcoming events over the next month, some with a capacity, with answers.
    `insert into events (owner_id, name, description, kind, category, starts_at, capacity)
     select 1 + floor(${users} * random())::int, 'Cup night #' || i, 'Bring your team',
       (array['online','inPerson'])[1 + i % 2], (array['tournament','meetup','watchParty','stream','lan','other'])[1 + i % 6],
       now() + interval '2 hours' + (i % 720) * interval '1 hour', case when i % 4 = 0 then 50 end
     from generate_series(1, ${world.events}) i`,
    `insert into event_participants (event_id, user_id, status)
     select event_id, user_id, (array['going','interested','notGoing'])[1 + (user_id % 3)] from (
       select (select min(id) from events) + floor(${world.events} * random())::int as event_id,
         1 + floor(${users} * random())::int as user_id
       from generate_series(1, ${world.eventAnswers})
     ) a
     group by event_id, user_id`,
    `update events e set going_count = c.going, interested_count = c.interested, not_going_count = c.not_going
     from (select event_id, count(*) filter (where status = 'going')::int as going,
             count(*) filter (where status = 'interested')::int as interested,
             count(*) filter (where status = 'notGoing')::int as not_going
           from event_participants group by event_id) c
     where e.id = c.event_id`,
    // Daily puzzles up to today, and the past days' results of one user in ten (two plays in three).
    `insert into puzzles (day, language, kind, answer)
     select date '${today}' - d, 'en', k,
       case when k = 'word' then '{"word":"${world.todaysWord}"}'::jsonb
       else '{"groups":[{"label":"A","items":["a1","a2","a3"]},{"label":"B","items":["b1","b2","b3"]},{"label":"C","items":["c1","c2","c3"]}]}'::jsonb end
     from generate_series(0, ${world.puzzleDays}) d, unnest(array['word','category']) k`,
    `insert into puzzle_plays (puzzle_id, user_id, day, kind, status, moves, points, finished_at, turn)
     select p.id, u, p.day, p.kind, case when (u + p.id) % 7 = 0 then 'failed' else 'solved' end,
       '["crane","${world.todaysWord}"]'::jsonb,
       case when (u + p.id) % 7 = 0 then 0 else 100 + ((u * 31 + p.id * 17) % 6) * 20 end, p.day + time '12:00', 2
     from generate_series(1, ${users}, 10) u cross join puzzles p
     where p.day < date '${today}' and (u + p.id) % 3 <> 0`,
    // One chat channel per pair of players (sorted session users 2k and 2k+1), the smaller id first.
    `insert into chat_channels (user_a, user_b, initiator_id)
     select least(a, b), greatest(a, b), a from (
       select user_id as a, lead(user_id) over (order by user_id) as b, row_number() over (order by user_id) as n
       from sessions
     ) s
     where n % 2 = 1 and b is not null`,
    `insert into chat_members (channel_id, user_id)
     select id, user_a from chat_channels where lobby_id is null
     union all select id, user_b from chat_channels where lobby_id is null`,
  ];
  await db.transaction(async (tx) => {
    for (const statement of statements) await tx.execute(sql.raw(statement));
  });
  await db.execute(sql`vacuum analyze`);
  // The bulk load's pages written out now, as a live database's rows long since are: otherwise the checkpoints after
  // it write gigabytes during the first measured steps.
  await db.execute(sql`checkpoint`);
  const players = (
    (await db.execute(sql`select user_id from sessions order by user_id`)) as unknown as { rows: { user_id: number }[] }
  ).rows.map((r) => Number(r.user_id));
  const channelRows = (
    (await db.execute(sql`select id, user_a, user_b from chat_channels where lobby_id is null`)) as unknown as {
      rows: { id: number; user_a: number; user_b: number }[];
    }
  ).rows;
  const channels = new Map<number, number>();
  for (const row of channelRows) {
    channels.set(Number(row.user_a), Number(row.id));
    channels.set(Number(row.user_b), Number(row.id));
  }
  return { players, channels, seconds: (performance.now() - started) / 1000 };
}
