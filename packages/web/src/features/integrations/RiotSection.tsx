import type { LolRank, RiotAccount } from '@gamefolk/contract';
import { ActionIcon, Anchor, Group, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconRefresh, IconSwords } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText, notifyError } from '../../components/errors';
import { formatRelative } from '../../lib/time';
import { ProfileSection } from '../../components/ProfileSection';
import { RiotRankEmblem, splitRankName } from './RiotRankEmblem';
import { useRefreshRiotMutation, useRiotAccountQuery } from './riot-hooks';
import linked from './LinkedAccountSection.module.css';
import classes from './RiotSection.module.css';

type RiotT = TFunction<'riot'>;

const tierName = (t: RiotT, tier: string) => (tier ? t(`tiers.${tier as 'GOLD'}`, { defaultValue: tier }) : '');

function LeagueTile({ t, title, rank, language }: { t: RiotT; title: string; rank?: LolRank; language: string }) {
  const games = rank ? rank.wins + rank.losses : 0;
  const rate = rank && games > 0 ? Math.round((rank.wins / games) * 100) : null;
  const name = rank
    ? `${tierName(t, rank.tier)} ${['MASTER', 'GRANDMASTER', 'CHALLENGER'].includes(rank.tier) ? '' : rank.rank}`.trim()
    : t('section.unranked');
  return (
    <div className={`${linked.outlined} ${classes.rank}`} data-testid="riot-rank">
      <RiotRankEmblem
        tier={rank?.tier}
        division={rank && !['MASTER', 'GRANDMASTER', 'CHALLENGER'].includes(rank.tier) ? rank.rank : undefined}
        label={name}
      />
      <div className={linked.text}>
        <Text size="xs" c="dimmed">
          {title}
        </Text>
        <Text fw={700}>{name}</Text>
        {rank && (
          <Text size="xs" c="dimmed">
            {t('section.lp', { lp: rank.leaguePoints.toLocaleString(language) })} ·{' '}
            {t('section.record', { wins: rank.wins, losses: rank.losses })}
            {rate !== null && ` · ${t('section.winRate', { rate })}`}
          </Text>
        )}
      </div>
    </div>
  );
}

function ValorantTile({ t, account }: { t: RiotT; account: RiotAccount }) {
  const parts = account.valorant ? splitRankName(account.valorant.rank) : undefined;
  const name = parts ? `${tierName(t, parts.tier)} ${parts.division ?? ''}`.trim() : t('section.unranked');
  return (
    <div className={`${linked.outlined} ${classes.rank}`} data-testid="riot-valorant">
      <RiotRankEmblem tier={parts?.tier} division={parts?.division} label={name} />
      <div className={linked.text}>
        <Text size="xs" c="dimmed">
          {t('section.valorant')}
        </Text>
        <Text fw={700}>{name}</Text>
        <Text size="xs" c="dimmed">
          {account.valorant ? t('section.valorantNote') : t('section.valorantNone')}
        </Text>
      </div>
    </div>
  );
}

/** The profile's Riot section: League ranks (solo, flex) and Valorant's as emblems, LP, win rate, top mastery. */
export function RiotSection({ userId, owner, className }: { userId: number; owner: boolean; className?: string }) {
  return <RiotSectionBody userId={userId} owner={owner} wrap={(node) => <div className={className}>{node}</div>} />;
}

function RiotSectionBody({
  userId,
  owner,
  wrap,
}: {
  userId: number;
  owner: boolean;
  wrap: (node: ReactNode) => ReactNode;
}) {
  const { t, i18n } = useTranslation('riot');
  const account = useRiotAccountQuery(userId);
  const refresh = useRefreshRiotMutation(userId);
  const data = account.data;
  const language = i18n.language;

  if (account.isPending) return wrap(<Skeleton height={160} radius="lg" />);
  // Visitors see nothing of an account that is not linked (or not set up yet); the owner is told how.
  if (!owner && (account.isError || !data?.server)) return null;

  const toSettings = (
    <Anchor component={Link} to="/settings" size="sm">
      {t('section.openSettings')}
    </Anchor>
  );

  if (account.isError || !data || !data.server) {
    const text = account.isError
      ? errorText(account.error)
      : !data
        ? t('section.emptyOwner')
        : t('section.noPlatformOwner');
    return wrap(
      <ProfileSection title={t('section.title')} icon={<IconSwords size={18} />}>
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {text}
          </Text>
          {toSettings}
        </Stack>
      </ProfileSection>,
    );
  }

  const solo = data.ranks.find((r) => r.queueType === 'RANKED_SOLO_5x5');
  const flex = data.ranks.find((r) => r.queueType === 'RANKED_FLEX_SR');
  const refreshAction = owner && (
    <Tooltip
      label={data.refreshableAt ? t('refreshIn', { when: formatRelative(data.refreshableAt, language) }) : t('refresh')}
    >
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={t('refresh')}
        loading={refresh.isPending}
        disabled={Boolean(data.refreshableAt)}
        onClick={() =>
          refresh.mutate(undefined, {
            onSuccess: () => notifications.show({ color: 'teal', message: t('refreshed') }),
            onError: notifyError,
          })
        }
      >
        <IconRefresh size={18} />
      </ActionIcon>
    </Tooltip>
  );

  return wrap(
    <ProfileSection title={t('section.title')} icon={<IconSwords size={18} />} actions={refreshAction}>
      <Stack gap="md">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600}>
            {data.gameName}
            <Text span c="dimmed">
              #{data.tagLine}
            </Text>
            {data.summonerLevel !== null && (
              <Text span size="sm" c="dimmed">
                {' · '}
                {t('section.level', { level: data.summonerLevel })}
              </Text>
            )}
          </Text>
          <Text size="xs" c="dimmed">
            {data.syncedAt ? t('lastSync', { when: formatRelative(data.syncedAt, language) }) : t('neverSynced')}
          </Text>
        </Group>
        {data.syncFailedAt && (
          <Text size="xs" c="orange">
            {t('syncFailed', { when: formatRelative(data.syncFailedAt, language) })}
          </Text>
        )}
        <div className={`${linked.columns} ${classes.ranks}`}>
          {data.summonerLevel === null ? (
            <Text size="sm" c="dimmed">
              {t('section.noLeague')}
            </Text>
          ) : (
            <>
              <LeagueTile t={t} title={t('section.solo')} rank={solo} language={language} />
              <LeagueTile t={t} title={t('section.flex')} rank={flex} language={language} />
            </>
          )}
          <ValorantTile t={t} account={data} />
        </div>
        {data.summonerLevel !== null && (
          <Stack gap={6}>
            <Text size="sm" fw={600}>
              {t('section.mastery')}
            </Text>
            {data.mastery.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('section.noMastery')}
              </Text>
            ) : (
              <div className={`${linked.grid} ${classes.mastery}`}>
                {data.mastery.map((m) => (
                  <div key={m.championId} className={linked.tile} data-testid="riot-champion">
                    <span
                      className={classes.masteryLevel}
                      title={t('section.masteryLevel', { level: m.championLevel })}
                    >
                      {m.championLevel}
                    </span>
                    <div className={linked.text}>
                      <Text size="sm" fw={600} truncate>
                        {m.championName}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('section.points', { points: m.championPoints.toLocaleString(language) })}
                      </Text>
                    </div>
                  </div>
                ))}
              </div>
            )}
          </Stack>
        )}
      </Stack>
    </ProfileSection>,
  );
}
