import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { emptyDatabase, migrationsBefore } from '../test/old-database.js';
import { openDatabase } from './client.js';
import { chatRepository } from './repositories/chat.js';

it('an upgraded database keeps every conversation, who is in it and what each has read; older lobbies get their group', async () => {
  const { target, drop } = await emptyDatabase();
  const before = migrationsBefore('_chat_members');
  const old = await openDatabase(target, before);
  const one = async <T>(text: string) => ((await old.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows[0]!;
  const user = async (name: string) =>
    (await one<{ id: number }>(`insert into users (username) values ('${name}') returning id`)).id;
  const [ada, bo, cy, dee, eve] = [
    await user('ada'),
    await user('bo'),
    await user('cy'),
    await user('dee'),
    await user('eve'),
  ];
  const { id: game } = await one<{ id: number }>(
    `insert into games (slug, name, icon) values ('chess', 'Chess', '') returning id`,
  );
  const lobby = async (owner: number) =>
    (
      await one<{ id: number }>(
        `insert into lobbies (owner_id, game_id, server, min_members, max_members, type)
         values (${owner}, ${game}, 'TR', 1, 5, 'individual') returning id`,
      )
    ).id;
  const message = (id: number, channel: number, from: number) =>
    old.db.execute(
      sql.raw(
        `insert into chat_messages (id, channel_id, user_id, content_message) values (${id}, ${channel}, ${from}, 'm${id}')`,
      ),
    );
  // A pair: ada has read both of her own messages, bo neither.
  const { id: pair } = await one<{ id: number }>(
    `insert into chat_channels (user_a, user_b, initiator_id, last_message_id, read_a)
     values (${ada}, ${bo}, ${ada}, 2, 2) returning id`,
  );
  await message(1, pair, ada);
  await message(2, pair, ada);
  // A lobby of cy's with dee approved and eve waiting, and its group: dee has read the first of cy's two messages.
  const withGroup = await lobby(cy);
  await old.db.execute(
    sql.raw(`insert into lobby_applications (lobby_id, user_id, status) values
      (${withGroup}, ${dee}, 'approved'), (${withGroup}, ${eve}, 'pending')`),
  );
  const { id: group } = await one<{ id: number }>(
    `insert into chat_channels (lobby_id, initiator_id, last_message_id) values (${withGroup}, ${cy}, 4) returning id`,
  );
  await message(3, group, cy);
  await message(4, group, cy);
  await old.db.execute(
    sql.raw(`insert into chat_group_reads (channel_id, user_id, read_id) values (${group}, ${dee}, 3)`),
  );
  // A lobby from before lobby chats, with bo approved.
  const older = await lobby(ada);
  await old.db.execute(
    sql.raw(`insert into lobby_applications (lobby_id, user_id, status) values (${older}, ${bo}, 'approved')`),
  );
  await old.close();

  const upgraded = await openDatabase(target);
  const chat = chatRepository(upgraded.db);
  // Each count comes with its channel's request state (issue 44): only the counts are the migration's.
  const unread = async (userId: number) => (await chat.unreadCounts(userId)).map(({ id, unread }) => ({ id, unread }));
  expect(await unread(bo)).toEqual([{ id: pair, unread: 2 }]);
  expect(await unread(ada)).toEqual([]);
  expect(await unread(dee)).toEqual([{ id: group, unread: 1 }]);
  expect(await unread(eve)).toEqual([]);
  expect(await Promise.all([cy, dee, eve, ada].map((id) => chat.isMember(group, id)))).toEqual([
    true,
    true,
    false,
    false,
  ]);
  const made = await chat.byLobby(older);
  expect(made).toBeDefined();
  expect((await chat.membersOf([made!.id])).map((m) => m.userId).sort((x, y) => x - y)).toEqual(
    [ada, bo].sort((x, y) => x - y),
  );
  expect((await chat.forUser(bo)).map((c) => c.id).sort((x, y) => x - y)).toEqual(
    [pair, made!.id].sort((x, y) => x - y),
  );
  await upgraded.close();
  await drop();
  fs.rmSync(before, { recursive: true, force: true });
}, 120_000);
