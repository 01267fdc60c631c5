import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, startTestServer, type TestServer } from '../test/harness.js';

// Every move of states/report-moves.ts through the managers' actions, its refusal, and two managers at once.
type Player = Awaited<ReturnType<typeof signUp>>;
type Answer = { data: unknown; error?: { code: string } };
let server: TestServer;
let managers: Player[];
beforeAll(async () => {
  server = await startTestServer({ managerEmails: ['reportsone@example.com', 'reportstwo@example.com'] });
  managers = [await signUp(server, 'reportsone'), await signUp(server, 'reportstwo')];
}, 180_000);
afterAll(() => server.close());

const postBy = async (author: Player, content: string) =>
  (await server.secured<{ id: number }>(author.token, 'post', { content })).data.id;
const report = async (who: Player, postId: number) =>
  (
    await server.secured<{ id: number }>(who.token, 'createReport', {
      report_type: 'post',
      related_id: postId,
      category: 'bullying',
    })
  ).data.id;
const resolveSubject = (manager: Player, postId: number, moderation?: 'warn'): Promise<Answer> =>
  server.secured(manager.token, 'resolveReportSubject', {
    report_type: 'post',
    related_id: postId,
    rule: 'bullying',
    ...(moderation && { moderation }),
  });
const resolveOne = (manager: Player, id: number, action: 'dismiss' | 'removeContent'): Promise<Answer> =>
  server.secured(manager.token, 'resolveReport', { id, action });
const logOf = async (player: Player) =>
  (
    await server.secured<{ rows: { action: string }[] }>(managers[0]!.token, 'getModerationLog', {
      page: 0,
      userId: player.id,
    })
  ).data.rows.map((r) => r.action);

describe('report moves', () => {
  it('answers an open report once; an answered one is refused', async () => {
    const author = await signUp(server);
    const reporter = await signUp(server);
    const post = await postBy(author, 'a report answered once');
    const id = await report(reporter, post);
    expect((await resolveOne(managers[0]!, id, 'dismiss')).data).toEqual({ id, status: 'dismissed' });
    expect((await resolveOne(managers[0]!, id, 'removeContent')).error?.code).toBe('notFound');
    expect((await resolveSubject(managers[0]!, post)).error?.code).toBe('notFound');
    // Reported again, it is open again: answered by subject, then refused the same way.
    await report(reporter, post);
    expect((await resolveSubject(managers[0]!, post)).data).toEqual({ status: 'dismissed', closed: 1 });
    expect((await resolveSubject(managers[1]!, post, 'warn')).error?.code).toBe('notFound');
    expect(await logOf(author)).toEqual([]);
  });

  it(
    'lands one of two managers answering one subject at once, and only its moderation',
    { timeout: 120_000 },
    async () => {
      for (let round = 0; round < 4; round++) {
        const author = await signUp(server);
        const post = await postBy(author, `reported round ${round}`);
        await report(await signUp(server), post);
        await report(await signUp(server), post);
        const both = await Promise.all(managers.map((m) => resolveSubject(m, post, 'warn')));
        expect(both.filter((b) => !b.error).map((b) => b.data)).toEqual([{ status: 'actioned', closed: 2 }]);
        expect(both.find((b) => b.error)!.error!.code).toBe('notFound');
        // One warning, not a second over the first.
        expect(await logOf(author)).toEqual(['warn']);
      }
    },
  );

  it('lands one of two answers to one report at once', { timeout: 120_000 }, async () => {
    for (let round = 0; round < 4; round++) {
      const post = await postBy(await signUp(server), `one report round ${round}`);
      const id = await report(await signUp(server), post);
      const both = await Promise.all([
        resolveOne(managers[0]!, id, 'dismiss'),
        resolveOne(managers[1]!, id, 'removeContent'),
      ]);
      expect(both.filter((b) => !b.error)).toHaveLength(1);
      expect(both.find((b) => b.error)!.error!.code).toBe('notFound');
    }
  });
});
