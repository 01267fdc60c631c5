import type { SessionInfo } from '@gamefolk/contract';
import UAParser from 'ua-parser-js';
import type { SessionRow } from '../db/repositories/sessions.js';

/** The browser and system a User-Agent header names, each when ua-parser-js could read it. */
export function deviceOf(userAgent: string | null | undefined): { browser?: string; os?: string } {
  if (!userAgent) return {};
  const { browser, os } = UAParser(userAgent);
  return { ...(browser.name && { browser: browser.name }), ...(os.name && { os: os.name }) };
}

/** "Chrome on Android", or what part of it could be read; null for nothing. */
export function deviceLabel(userAgent: string | null | undefined): string | null {
  const { browser, os } = deviceOf(userAgent);
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? null;
}

export function presentSession(row: SessionRow, currentId: number): SessionInfo {
  return {
    id: row.id,
    current: row.id === currentId,
    created_at: row.createdAt.toISOString(),
    last_seen_at: row.lastSeenAt.toISOString(),
    user_agent: row.userAgent,
    device: deviceLabel(row.userAgent),
  };
}
