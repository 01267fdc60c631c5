import { eventKinds, eventTags, type EventKind, type EventTag } from '@gamefolk/contract';
import { Button, Group, Loader, Select, Stack, Switch, Text, Title } from '@mantine/core';
import { useIntersection } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/title';
import { errorText } from '../../components/errors';
import { GamePicker } from '../../entities/catalog';
import classes from '../../components/cards.module.css';
import { EventCard } from './EventCard';
import type { EventFilters } from '../../entities/event';
import { useEventsQuery } from './hooks';
import { openEventForm } from './open-event-form';

export function EventsPage() {
  const { t } = useTranslation('events');
  usePageTitle(t('title'));
  const [filters, setFilters] = useState<EventFilters>({ onlyFollow: false });
  const query = useEventsQuery(filters);
  const { ref, entry } = useIntersection({ rootMargin: '600px' });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (entry?.isIntersecting && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [entry?.isIntersecting, hasNextPage, isFetchingNextPage, fetchNextPage]);
  const set = (patch: Partial<EventFilters>) => setFilters((f) => ({ ...f, ...patch }));
  const rows = query.data?.pages.flatMap((p) => p.rows) ?? [];

  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed" size="sm">
            {t('subtitle')}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={() => openEventForm()}>
          {t('create')}
        </Button>
      </Group>
      <Group align="flex-end" gap="sm">
        <div style={{ flex: '1 1 220px' }}>
          <GamePicker
            label={t('filters.game')}
            placeholder={t('filters.any')}
            value={filters.gameId}
            clearable
            onChange={(game) => set({ gameId: game?.id })}
          />
        </div>
        <Select
          label={t('filters.tag')}
          placeholder={t('filters.any')}
          data={eventTags.map((value) => ({ value, label: t(`tags.${value}`) }))}
          value={filters.tag ?? null}
          onChange={(v) => set({ tag: (v as EventTag | null) ?? undefined })}
          clearable
          w={{ base: '100%', xs: 180 }}
        />
        <Select
          label={t('filters.kind')}
          placeholder={t('filters.any')}
          data={eventKinds.map((value) => ({ value, label: t(`kind.${value}`) }))}
          value={filters.kind ?? null}
          onChange={(v) => set({ kind: (v as EventKind | null) ?? undefined })}
          clearable
          w={{ base: '100%', xs: 150 }}
        />
      </Group>
      <Switch
        label={t('filters.onlyFollow')}
        checked={filters.onlyFollow}
        onChange={(e) => set({ onlyFollow: e.currentTarget.checked })}
      />
      {query.isPending && <Loader mx="auto" />}
      {query.isError && <Text c="red">{errorText(query.error)}</Text>}
      {query.isSuccess && rows.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          {t('empty')}
        </Text>
      )}
      <div className={classes.grid}>
        {rows.map((event) => (
          <EventCard key={event.id} event={event} />
        ))}
      </div>
      <div ref={ref} aria-hidden />
      {isFetchingNextPage && (
        <Text size="sm" c="dimmed" ta="center">
          {t('loadingMore')}
        </Text>
      )}
    </Stack>
  );
}
