import type { SteamIntegration } from '@gamefolk/contract';
import {
  ActionIcon,
  Anchor,
  Avatar,
  Button,
  Group,
  Progress,
  Select,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { UseQueryResult } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { IconBrandSteam, IconLock, IconRefresh, IconSearch, IconTrophy } from '@tabler/icons-react';
import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText, notifyError } from '../../components/errors';
import { formatDate, formatRelative } from '../../lib/time';
import { ProfileSection } from '../../components/ProfileSection';
import { useGenreName } from '../../entities/catalog';
import {
  useIntegrationsQuery,
  useSteamAchievementsQuery,
  useSteamActivityQuery,
  useSteamFeaturedQuery,
  useSteamGenresQuery,
  useSteamLibraryQuery,
  useSteamLinkRedirectMutation,
  useSteamLinkReturn,
  useSyncSteamMutation,
} from './steam-hooks';
import { useConfirmSteamLink } from './confirm-steam-link';
import linked from './LinkedAccountSection.module.css';
import classes from './SteamSection.module.css';

/** Minutes as hours, one decimal under ten ("1.5 h", "1,5 sa", "1,5 h"). */
function useHours() {
  const { t, i18n } = useTranslation('integrations');
  return (minutes: number) =>
    t('steam.hours', {
      hours: (minutes / 60).toLocaleString(i18n.language, { maximumFractionDigits: minutes < 600 ? 1 : 0 }),
    });
}

function GameIcon({ src, name }: { src: string | null; name: string }) {
  return (
    <Avatar src={src} alt="" radius="sm" size={32} className={classes.gameIcon}>
      {name.slice(0, 1)}
    </Avatar>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h6" c="dimmed" tt="uppercase" className={classes.blockTitle}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** A Steam list that is loading, failed or empty: a skeleton, the error, or what an empty list means. */
function NoRows({ query, height, empty }: { query: UseQueryResult<unknown[]>; height: number; empty: string }) {
  if (query.isPending) return <Skeleton height={height} radius="md" />;
  if (query.isError) return <Text size="sm">{errorText(query.error)}</Text>;
  return (
    <Text size="sm" c="dimmed">
      {empty}
    </Text>
  );
}

/** Games as tiles: icon, name and hours played (most played, the library). */
function GameGrid({
  games,
  testId,
}: {
  games: { appid: number; name: string; icon: string | null; playtime_forever: number }[];
  testId: string;
}) {
  const hours = useHours();
  return (
    <div className={`${linked.grid} ${classes.games}`} data-testid={testId}>
      {games.map((game) => (
        <div key={game.appid} className={linked.tile}>
          <GameIcon src={game.icon} name={game.name} />
          <div className={linked.text}>
            <Text size="sm" fw={600} truncate>
              {game.name}
            </Text>
            <Text size="xs" c="dimmed">
              {hours(game.playtime_forever)}
            </Text>
          </div>
        </div>
      ))}
    </div>
  );
}

function Featured({ userId }: { userId: number }) {
  const { t } = useTranslation('integrations');
  const featured = useSteamFeaturedQuery(userId, true);
  if (!featured.isSuccess || !featured.data.length)
    return <NoRows query={featured} height={90} empty={t('steam.noGames')} />;
  return <GameGrid games={featured.data} testId="steam-featured" />;
}

function Activity({ userId }: { userId: number }) {
  const { t } = useTranslation('integrations');
  const hours = useHours();
  const activity = useSteamActivityQuery(userId, true);
  if (!activity.isSuccess || !activity.data.length)
    return <NoRows query={activity} height={50} empty={t('steam.noActivity')} />;
  return (
    <Stack gap={6} data-testid="steam-activity">
      {activity.data.map((game) => (
        <Group key={game.appid} gap="sm" wrap="nowrap">
          <GameIcon src={game.icon} name={game.name} />
          <Text size="sm" fw={600} truncate className={linked.text}>
            {game.name}
          </Text>
          <Text size="xs" c="dimmed" className={classes.noWrap}>
            {t('steam.lastTwoWeeks', { hours: hours(game.playtime_2weeks) })}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function Genres({ userId }: { userId: number }) {
  const { t } = useTranslation('integrations');
  const hours = useHours();
  const genreName = useGenreName();
  const genres = useSteamGenresQuery(userId, true);
  if (!genres.isSuccess || !genres.data.length)
    return <NoRows query={genres} height={60} empty={t('steam.noGenres')} />;
  const top = Math.max(...genres.data.map((g) => g.playtime), 1);
  return (
    <Stack gap={8} data-testid="steam-genres">
      {genres.data.slice(0, 6).map((g) => (
        <div key={g.genre}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" truncate>
              {genreName(g.genre)}
            </Text>
            <Text size="xs" c="dimmed" className={classes.noWrap}>
              {hours(g.playtime)}
            </Text>
          </Group>
          <Progress value={(g.playtime / top) * 100} size="sm" radius="xl" aria-hidden />
        </div>
      ))}
    </Stack>
  );
}

function Achievements({ userId }: { userId: number }) {
  const { t } = useTranslation('integrations');
  const featured = useSteamFeaturedQuery(userId, true);
  const activity = useSteamActivityQuery(userId, true);
  const [appId, setAppId] = useState<number | null>(null);
  // The game played last first (its achievements are the freshest), else the most played.
  const games = [...(activity.data ?? []), ...(featured.data ?? [])].filter(
    (game, i, all) => all.findIndex((g) => g.appid === game.appid) === i,
  );
  const chosen = appId ?? games[0]?.appid ?? null;
  const achievements = useSteamAchievementsQuery(userId, activity.isPending ? null : chosen);
  if (!games.length) return null;
  const data = achievements.data;
  const unlocked = data?.achievements.filter((a) => a.achieved).length ?? 0;
  return (
    <Block title={t('steam.achievements')}>
      <Select
        aria-label={t('steam.achievementsGame')}
        data={games.map((g) => ({ value: String(g.appid), label: g.name }))}
        value={chosen ? String(chosen) : null}
        onChange={(value) => value && setAppId(Number(value))}
        allowDeselect={false}
        maw={360}
      />
      {achievements.isPending ? (
        <Skeleton height={80} radius="md" />
      ) : achievements.isError ? (
        <Text size="sm">{errorText(achievements.error)}</Text>
      ) : !data?.has_stats || !data.achievements.length ? (
        <Text size="sm" c="dimmed">
          {t('steam.noAchievements')}
        </Text>
      ) : (
        <Stack gap={6} data-testid="steam-achievements">
          <Text size="xs" c="dimmed">
            {t('steam.unlockedOf', { unlocked, total: data.achievements.length })}
          </Text>
          <div className={`${linked.grid} ${classes.achievements}`}>
            {data.achievements.slice(0, 24).map((a) => (
              <Group
                key={a.apiname}
                gap="sm"
                wrap="nowrap"
                className={`${linked.outlined} ${classes.achievement}`}
                data-locked={!a.achieved || undefined}
              >
                <Avatar src={a.icon} alt="" radius="sm" size={36}>
                  <IconTrophy size={18} />
                </Avatar>
                <div className={linked.text}>
                  <Text size="sm" fw={600} truncate>
                    {a.achieved ? a.name : a.name === 'Hidden achievement' ? t('steam.hidden') : a.name}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {a.unlocked_at ? t('steam.unlockedOn', { date: formatDate(a.unlocked_at) }) : t('steam.locked')}
                  </Text>
                </div>
              </Group>
            ))}
          </div>
        </Stack>
      )}
    </Block>
  );
}

function Library({ userId }: { userId: number }) {
  const { t } = useTranslation('integrations');
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const library = useSteamLibraryQuery(userId, page, debounced, open);
  if (!open) {
    return (
      <Button variant="light" size="xs" onClick={() => setOpen(true)} className={classes.selfStart}>
        {t('steam.showLibrary')}
      </Button>
    );
  }
  const rows = library.data ?? [];
  return (
    <Block title={t('steam.library')}>
      <TextInput
        leftSection={<IconSearch size={16} />}
        placeholder={t('steam.searchLibrary')}
        aria-label={t('steam.searchLibrary')}
        value={search}
        maxLength={100}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        maw={360}
      />
      {library.isError ? (
        <Text size="sm">{errorText(library.error)}</Text>
      ) : library.isPending ? (
        <Skeleton height={120} radius="md" />
      ) : !rows.length ? (
        <Text size="sm" c="dimmed">
          {t('steam.noMatch')}
        </Text>
      ) : (
        <GameGrid games={rows} testId="steam-library" />
      )}
      <Group gap="xs">
        <Button variant="default" size="xs" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
          {t('steam.previous')}
        </Button>
        <Button variant="default" size="xs" disabled={rows.length < 50} onClick={() => setPage((p) => p + 1)}>
          {t('steam.next')}
        </Button>
      </Group>
    </Block>
  );
}

function Header({ account, owner }: { account: SteamIntegration; owner: boolean }) {
  const { t, i18n } = useTranslation('integrations');
  return (
    <Group gap="sm" wrap="nowrap">
      <Avatar src={account.avatar} alt="" radius="xl" size={40}>
        <IconBrandSteam size={20} />
      </Avatar>
      <div className={linked.text}>
        {account.profile_url ? (
          <Anchor href={account.profile_url} target="_blank" rel="noopener noreferrer nofollow" fw={600}>
            {account.persona_name ?? account.steamid}
          </Anchor>
        ) : (
          <Text fw={600}>{account.persona_name ?? account.steamid}</Text>
        )}
        <Text size="xs" c="dimmed">
          {account.synced_at
            ? t('lastSync', { when: formatRelative(account.synced_at, i18n.language) })
            : t('neverSynced')}
          {account.game_count !== null && ` · ${t('steam.games', { count: account.game_count })}`}
        </Text>
        {owner && account.sync_error === 'providerUnavailable' && account.sync_failed_at && (
          <Text size="xs" c="orange">
            {t('steam.showingLast', { when: formatRelative(account.sync_failed_at, i18n.language) })}
          </Text>
        )}
      </div>
    </Group>
  );
}

/**
 * The profile's Steam section: featured (most played) games with play time, recent activity, genres, achievements
 * per game with unlock dates, and the library. Visitors see nothing of an account that is not linked; a private
 * Steam profile is explained, never shown as an empty library.
 */
export function SteamSection({ userId, owner, className }: { userId: number; owner: boolean; className?: string }) {
  const { t, i18n } = useTranslation('integrations');
  const integrations = useIntegrationsQuery(userId);
  const connect = useSteamLinkRedirectMutation();
  const sync = useSyncSteamMutation();
  const onReturn = useCallback(
    (error: unknown) => {
      if (error) notifyError(error);
      else notifications.show({ color: 'teal', message: t('steam.linked') });
    },
    [t],
  );
  // /profile/{id} also takes Steam's answer (spec): the owner's link started here.
  useSteamLinkReturn(owner, useConfirmSteamLink(), onReturn);
  const wrap = (node: ReactNode) => <div className={className}>{node}</div>;

  if (integrations.isPending) return wrap(<Skeleton height={160} radius="lg" />);
  const account = integrations.data?.steam ?? null;
  const configured = integrations.data?.steam_configured ?? false;
  if (!owner && (!account || !configured)) return null;

  const icon = <IconBrandSteam size={18} />;
  if (integrations.isError || !account || !configured) {
    const text = integrations.isError
      ? errorText(integrations.error)
      : !configured
        ? t('steam.noKey')
        : t('steam.emptyOwner');
    return wrap(
      <ProfileSection title={t('steam.name')} icon={icon}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm" c="dimmed">
            {text}
          </Text>
          {configured && !account && (
            <Button
              size="xs"
              leftSection={<IconBrandSteam size={16} />}
              loading={connect.isPending}
              onClick={() => connect.mutate(window.location.pathname, { onError: notifyError })}
            >
              {t('steam.connectTo')}
            </Button>
          )}
        </Stack>
      </ProfileSection>,
    );
  }

  const refreshAction = owner && (
    <Tooltip
      label={
        account.refresh_after
          ? t('refreshIn', { when: formatRelative(account.refresh_after, i18n.language) })
          : t('refresh')
      }
    >
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t('refresh')}
        loading={sync.isPending}
        disabled={Boolean(account.refresh_after)}
        onClick={() =>
          sync.mutate(undefined, {
            onSuccess: () => notifications.show({ color: 'teal', message: t('refreshed') }),
            onError: notifyError,
          })
        }
      >
        <IconRefresh size={18} />
      </ActionIcon>
    </Tooltip>
  );

  if (account.is_public === false) {
    return wrap(
      <ProfileSection title={t('steam.name')} icon={icon} actions={refreshAction}>
        <Group gap="sm" wrap="nowrap" data-testid="steam-private">
          <IconLock size={18} aria-hidden />
          <Text size="sm" c="dimmed">
            {owner ? t('steam.privateOwner') : t('steam.privateVisitor')}
          </Text>
        </Group>
        {owner && (
          <Anchor component={Link} to="/settings" size="sm">
            {t('openSettings')}
          </Anchor>
        )}
      </ProfileSection>,
    );
  }

  return wrap(
    <ProfileSection title={t('steam.name')} icon={icon} actions={refreshAction}>
      <Stack gap="lg" data-testid="steam-section">
        <Header account={account} owner={owner} />
        {account.synced_at ? (
          <>
            <Block title={t('steam.featured')}>
              <Featured userId={userId} />
            </Block>
            <div className={linked.columns}>
              <Block title={t('steam.activity')}>
                <Activity userId={userId} />
              </Block>
              <Block title={t('steam.genres')}>
                <Genres userId={userId} />
              </Block>
            </div>
            <Achievements userId={userId} />
            <Library userId={userId} />
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {account.sync_error ? errorText(account.sync_error) : t('steam.syncing')}
          </Text>
        )}
      </Stack>
    </ProfileSection>,
  );
}
