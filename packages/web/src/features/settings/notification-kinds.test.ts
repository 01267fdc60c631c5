import { attentionKinds } from '@gamefolk/contract';
import { describe, expect, it } from 'vitest';
import { groupChange, groupState, groupedKinds } from './notification-kinds';

const allOn = Object.fromEntries(attentionKinds.map((k) => [k, { inApp: true, push: true, mail: true }])) as Parameters<
  typeof groupState
>[0];

describe('notification settings rows', () => {
  it('puts every kind the server knows in exactly one row', () => {
    expect([...groupedKinds()].sort()).toEqual([...attentionKinds].sort());
  });

  it('sets every type of a row, and shows a row with some types off as mixed', () => {
    const change = groupChange(allOn, 'likes', 'push', false);
    expect(Object.keys(change)).toHaveLength(5);
    expect(change.post_liked).toEqual({ inApp: true, push: false, mail: true });
    const mixed = { ...allOn, comment_liked: { inApp: true, push: false, mail: true } };
    expect(groupState(mixed, 'likes', 'push')).toEqual({ checked: false, indeterminate: true });
    expect(groupState(mixed, 'likes', 'inApp')).toEqual({ checked: true, indeterminate: false });
  });
});
