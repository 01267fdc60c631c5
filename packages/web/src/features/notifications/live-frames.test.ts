import type { Notification } from '@gamefolk/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { eventKeys } from '../../entities/event';
import { graphKeys } from '../graph/hooks';
import { lobbyKeys } from '../../entities/lobby';
import { notificationKeys } from './hooks';
import { applyFrame, catchUp } from './live-frames';

const older: Notification = {
  id: 1,
  type: 'post_liked',
  read: true,
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-01T10:00:00.000Z',
  related_parameter: 9,
  content: 3,
  extra_parameter: 1,
  actor: null,
  post: null,
  organization: null,
  request_status: null,
  subject: null,
};

describe('socket events', () => {
  it('put a new or regrouped notification on top of the cached list and announce it', () => {
    const queryClient = new QueryClient();
    const other = { ...older, id: 2, type: 'followed' as const, updated_at: '2026-01-02T10:00:00.000Z' };
    queryClient.setQueryData(notificationKeys.list(), [other, older]);
    const announce = vi.fn();
    const regrouped = { ...older, read: false, extra_parameter: 2, updated_at: '2026-01-05T10:00:00.000Z' };
    applyFrame(queryClient, { type: 'notification', notification: regrouped }, announce);
    expect(queryClient.getQueryData<Notification[]>(notificationKeys.list())).toEqual([regrouped, other]);
    expect(announce).toHaveBeenCalledWith(regrouped);
  });

  it('refresh the lobby an application was answered on, and the event a waiting player moved up in', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(notificationKeys.list(), []);
    queryClient.setQueryData(lobbyKeys.one(55), {});
    queryClient.setQueryData(lobbyKeys.myApplications(), []);
    queryClient.setQueryData(lobbyKeys.one(56), {});
    queryClient.setQueryData(eventKeys.one(12), {});
    queryClient.setQueryData(eventKeys.participants(12), []);
    const approved = { ...older, id: 3, type: 'lobbyApproved' as const, extra_parameter: 55 };
    applyFrame(queryClient, { type: 'notification', notification: approved }, vi.fn());
    expect(queryClient.getQueryState(lobbyKeys.one(55))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(lobbyKeys.myApplications())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(lobbyKeys.one(56))?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(eventKeys.one(12))?.isInvalidated).toBe(false);
    const promoted = { ...older, id: 4, type: 'eventPromoted' as const, related_parameter: 12 };
    applyFrame(queryClient, { type: 'notification', notification: promoted }, vi.fn());
    expect(queryClient.getQueryState(eventKeys.one(12))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(eventKeys.participants(12))?.isInvalidated).toBe(true);
  });

  it('on (re)opening, refresh the lobby and event pages too: an answer given before the socket opened still shows', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(notificationKeys.list(), []);
    queryClient.setQueryData(lobbyKeys.one(55), {});
    queryClient.setQueryData(lobbyKeys.applications(55), []);
    queryClient.setQueryData(eventKeys.participants(12), []);
    queryClient.setQueryData(lobbyKeys.filters(3), {});
    catchUp(queryClient);
    expect(queryClient.getQueryState(notificationKeys.list())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(lobbyKeys.one(55))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(lobbyKeys.applications(55))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(eventKeys.participants(12))?.isInvalidated).toBe(true);
    // What no frame changes is left alone.
    expect(queryClient.getQueryState(lobbyKeys.filters(3))?.isInvalidated).toBe(false);
  });

  it('refresh requests and connection states when a request moves', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(graphKeys.requests(), []);
    queryClient.setQueryData(graphKeys.check(4), { state: 'none', request_id: null });
    applyFrame(queryClient, { type: 'request', request_id: 5, status: 'sent' }, vi.fn());
    expect(queryClient.getQueryState(graphKeys.requests())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(graphKeys.check(4))?.isInvalidated).toBe(true);
  });
});
