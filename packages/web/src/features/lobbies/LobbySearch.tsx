import { lobbyStatuses, lobbyTypes, type LobbyType } from '@gamefolk/contract';
import { Button, Group, Loader, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue, useIntersection } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText } from '../../components/errors';
import { GamePicker } from '../../entities/catalog';
import type { LobbySearchFilters } from '../../entities/lobby';
import { readLobbyFilters, writeLobbyFilters } from './filters-in-address';
import { useFiltersQuery, useLobbySearchQuery } from './hooks';
import { LobbyCard } from './LobbyCard';
import classes from '../../components/cards.module.css';
import { termOptions } from '../../entities/lobby';

/**
 * Game picker, the game's filters, and the open lobbies as cards, 24 more as the list's end comes into view. The
 * filters live in the address (filters-in-address.ts): a search survives a reload and can be shared.
 */
export function LobbySearch() {
  const { t } = useTranslation('lobbies');
  const [params, setParams] = useSearchParams();
  // The page's own state, read from the address once and written back to it as it changes (a control answers at
  // once; the address follows).
  const [initial] = useState(() => readLobbyFilters(params));
  const [filters, setFilters] = useState<LobbySearchFilters>(() => {
    const { text: _text, ...read } = initial;
    return read;
  });
  const [text, setText] = useState(initial.text);
  const [debounced] = useDebouncedValue(text, 300);
  const set = (patch: Partial<LobbySearchFilters>) => setFilters((f) => ({ ...f, ...patch }));
  useEffect(() => {
    setParams((now) => writeLobbyFilters(now, { ...filters, text: debounced }), { replace: true });
  }, [filters, debounced, setParams]);
  const options = useFiltersQuery(filters.gameId);
  const query = useLobbySearchQuery({ ...filters, text: debounced });
  const { ref, entry } = useIntersection({ rootMargin: '600px' });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    if (entry?.isIntersecting && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [entry?.isIntersecting, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const pick = (label: string, values: string[] | undefined, key: 'server' | 'rank' | 'role', description?: string) =>
    values && values.length > 0 ? (
      <Select
        label={label}
        description={description}
        placeholder={t('filters.any')}
        data={termOptions(t, values)}
        value={filters[key] ?? null}
        onChange={(v) => set({ [key]: v ?? undefined })}
        clearable
        searchable
        w={{ base: '100%', xs: 160 }}
      />
    ) : null;
  const rows = query.data?.pages.flatMap((p) => p.rows) ?? [];
  // "Try fewer filters" only when some are set; otherwise there simply are no open lobbies yet.
  const filtered =
    filters.onlyFollow ||
    Boolean(filters.verifiedOnly) ||
    Boolean(debounced.trim()) ||
    (filters.status ?? 'open') !== 'open' ||
    [filters.gameId, filters.server, filters.rank, filters.role, filters.type].some((value) => value !== undefined);

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm">
        <div style={{ flex: '1 1 220px' }}>
          <GamePicker
            label={t('filters.game')}
            placeholder={t('filters.gamePlaceholder')}
            value={filters.gameId}
            clearable
            onChange={(game) => set({ gameId: game?.id, server: undefined, rank: undefined, role: undefined })}
          />
        </div>
        {pick(t('filters.server'), options.data?.servers, 'server')}
        {pick(t('filters.rank'), options.data?.ranks, 'rank', t('filters.rankExact'))}
        {pick(t('filters.role'), options.data?.roles, 'role')}
        <Select
          label={t('filters.type')}
          placeholder={t('filters.any')}
          data={lobbyTypes.map((value) => ({ value, label: t(`type.${value}`) }))}
          value={filters.type ?? null}
          onChange={(v) => set({ type: (v as LobbyType | null) ?? undefined })}
          clearable
          w={{ base: '100%', xs: 140 }}
        />
        <Select
          label={t('filters.status')}
          data={lobbyStatuses.map((value) => ({ value, label: t(`status.${value}`) }))}
          value={filters.status ?? 'open'}
          onChange={(v) => set({ status: (v as LobbySearchFilters['status']) ?? 'open' })}
          allowDeselect={false}
          w={{ base: '100%', xs: 140 }}
        />
      </Group>
      <Group justify="space-between" gap="sm">
        <TextInput
          aria-label={t('filters.text')}
          placeholder={t('filters.text')}
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          maxLength={60}
          style={{ flex: '1 1 220px' }}
        />
        <Group gap="md">
          <Switch
            label={t('filters.verifiedOnly')}
            checked={filters.verifiedOnly ?? false}
            onChange={(e) => set({ verifiedOnly: e.currentTarget.checked })}
          />
          <Switch
            label={t('filters.onlyFollow')}
            checked={filters.onlyFollow}
            onChange={(e) => set({ onlyFollow: e.currentTarget.checked })}
          />
        </Group>
      </Group>
      {query.isPending && <Loader mx="auto" />}
      {query.isError && (
        <Stack align="center" gap="xs">
          <Text c="red">{errorText(query.error)}</Text>
          <Button variant="light" onClick={() => void query.refetch()}>
            ↻
          </Button>
        </Stack>
      )}
      {query.isSuccess && rows.length === 0 && (
        <Text c="dimmed" ta="center" py="xl">
          {filtered ? t('empty') : t('emptyOpen')}
        </Text>
      )}
      <div className={classes.grid} data-testid="lobby-results">
        {rows.map((lobby) => (
          <LobbyCard key={lobby.id} lobby={lobby} />
        ))}
      </div>
      <div ref={ref} aria-hidden />
      {isFetchingNextPage && (
        <Group justify="center" gap="xs">
          <Loader size="sm" />
          <Text size="sm" c="dimmed">
            {t('loadingMore')}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
