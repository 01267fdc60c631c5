import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameEvent } from '@gamefolk/contract';
import { signUp, startTestServer, type TestServer } from '../test/harness.js';

// Every move of states/participation-moves.ts through setParticipation, its refusals, and races for places.
let server: TestServer;
let clock: Date | undefined;
beforeAll(async () => {
  server = await startTestServer({}, { now: () => clock ?? new Date() });
}, 180_000);
afterAll(() => server.close());

type User = Awaited<ReturnType<typeof signUp>>;
const startsAt = new Date(Date.UTC(2031, 0, 10, 18)).toISOString().replace('.000Z', 'Z');

async function eventOf(owner: User, capacity: number | null) {
  const made = await server.secured<GameEvent>(owner.token, 'createEvent', {
    name: 'Cup',
    startsAt,
    kind: 'online',
    capacity,
  });
  expect(made.error).toBeUndefined();
  return made.data;
}
const answer = (user: User, id: number, status: unknown) =>
  server.secured<GameEvent>(user.token, 'setParticipation', { id, status });
const eventNow = async (user: User, id: number) =>
  (await server.secured<GameEvent>(user.token, 'getEvent', { id })).data;
const listed = async (user: User, id: number) =>
  (await server.secured<{ user: { id: number }; status: string }[]>(user.token, 'getParticipants', { id })).data;

/** The counts the event shows equal the answers stored, and the going never exceed the capacity. */
async function expectCountsHold(owner: User, id: number) {
  const [event, answers] = await Promise.all([eventNow(owner, id), listed(owner, id)]);
  const count = (status: string) => answers.filter((a) => a.status === status).length;
  expect(event.counts).toEqual({
    going: count('going'),
    interested: count('interested'),
    notGoing: count('notGoing'),
    waiting: count('waiting'),
  });
  if (event.capacity !== null) expect(event.counts.going).toBeLessThanOrEqual(event.capacity);
  return event;
}

describe('event participation moves', () => {
  it('makes every allowed move: answers from none or any other, waiting when full, moving up when a place frees', async () => {
    const owner = await signUp(server);
    const [a, b, c] = [await signUp(server), await signUp(server), await signUp(server)];
    const event = await eventOf(owner, 1);
    const status = async (user: User, to: string) => (await answer(user, event.id, to)).data.me.status;
    expect(await status(a, 'going')).toBe('going');
    expect(await status(a, 'going')).toBe('going');
    expect(await status(b, 'going')).toBe('waiting');
    expect(await status(b, 'going')).toBe('waiting');
    expect(await status(c, 'interested')).toBe('interested');
    expect(await status(c, 'going')).toBe('waiting');
    expect(await status(c, 'notGoing')).toBe('notGoing');
    // "going" leaves: the longest waiting moves up (promote), the next answer of the one who left waits.
    expect(await status(a, 'interested')).toBe('interested');
    expect((await eventNow(b, event.id)).me.status).toBe('going');
    expect(await status(a, 'going')).toBe('waiting');
    expect(await status(a, 'notGoing')).toBe('notGoing');
    expect(await status(c, 'interested')).toBe('interested');
    await expectCountsHold(owner, event.id);
  });

  it('refuses what the table does not hold, with its code', async () => {
    const owner = await signUp(server);
    const player = await signUp(server);
    const event = await eventOf(owner, 1);
    // Nobody puts themself on the waiting list or up from it: the contract takes a player's three answers only.
    for (const status of ['waiting', 'promote', 1, null])
      expect((await answer(player, event.id, status)).error?.code).toBe('invalidInput');
    clock = new Date(Date.UTC(2031, 0, 11));
    try {
      expect((await answer(player, event.id, 'going')).error?.code).toBe('eventOver');
    } finally {
      clock = undefined;
    }
    expect((await eventNow(player, event.id)).me.status).toBeNull();
  });

  it('gives the last places to as many players as there are, whoever asks at once', { timeout: 120_000 }, async () => {
    const owner = await signUp(server);
    const players = await Promise.all(Array.from({ length: 6 }, () => signUp(server)));
    for (let round = 0; round < 4; round++) {
      const event = await eventOf(owner, 2);
      const answers = await Promise.all(players.map((p) => answer(p, event.id, 'going')));
      expect(answers.map((a) => a.data.me.status).sort()).toEqual([
        'going',
        'going',
        'waiting',
        'waiting',
        'waiting',
        'waiting',
      ]);
      // The two going change their mind at once as two waiting ones do: the freed places go to the two left waiting.
      const going = players.filter((_, i) => answers[i]!.data.me.status === 'going');
      const waiting = players.filter((_, i) => answers[i]!.data.me.status === 'waiting');
      await Promise.all([
        ...going.map((p) => answer(p, event.id, 'notGoing')),
        answer(waiting[0]!, event.id, 'interested'),
        answer(waiting[1]!, event.id, 'notGoing'),
      ]);
      const after = await expectCountsHold(owner, event.id);
      expect(after.counts).toMatchObject({ going: 2, waiting: 0 });
      await server.secured(owner.token, 'deleteEvent', { id: event.id });
    }
  });

  it('counts a player once when they send two answers at once', { timeout: 120_000 }, async () => {
    const owner = await signUp(server);
    const [player, other] = [await signUp(server), await signUp(server)];
    const event = await eventOf(owner, 1);
    await answer(other, event.id, 'going');
    for (let round = 0; round < 8; round++) {
      const sent = round % 2 ? (['going', 'notGoing'] as const) : (['interested', 'going'] as const);
      await Promise.all([answer(player, event.id, sent[0]), answer(other, event.id, sent[1])]);
      await Promise.all([answer(player, event.id, sent[1]), answer(player, event.id, sent[0])]);
      await expectCountsHold(owner, event.id);
    }
  });
});
