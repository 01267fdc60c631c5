import { Group, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConnectionsQuery, useFollowersQuery, type PeopleKind } from '../hooks';
import { PeopleModal } from './PeopleModal';
import classes from './PeopleCounts.module.css';

const noIds: readonly number[] = [];

/** "12 followers · 3 following · 5 connections", each opening its list. */
export function PeopleCounts({ userId }: { userId: number }) {
  const { t } = useTranslation('social');
  const follows = useFollowersQuery(userId);
  const connections = useConnectionsQuery(userId);
  const [open, setOpen] = useState<PeopleKind | null>(null);
  const ids = {
    followers: follows.data?.followers ?? noIds,
    following: follows.data?.following ?? noIds,
    connections: connections.data?.userIds ?? noIds,
  };
  if (!follows.data) return null;
  const items: { kind: PeopleKind; label: string }[] = [
    { kind: 'followers', label: t('counts.followers', { count: ids.followers.length }) },
    { kind: 'following', label: t('counts.following', { count: ids.following.length }) },
    ...(connections.data
      ? [{ kind: 'connections' as const, label: t('counts.connections', { count: connections.data.count }) }]
      : []),
  ];
  return (
    <>
      <Group gap="md" wrap="wrap">
        {items.map((item) => (
          <UnstyledButton
            key={item.kind}
            className={classes.count}
            onClick={() => setOpen(item.kind)}
            aria-haspopup="dialog"
          >
            {item.label}
          </UnstyledButton>
        ))}
      </Group>
      <PeopleModal kind={open} ids={open ? ids[open] : noIds} onClose={() => setOpen(null)} />
    </>
  );
}
