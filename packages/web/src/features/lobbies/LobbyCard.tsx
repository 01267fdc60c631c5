import type { Lobby } from '@gamefolk/contract';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PersonAvatar } from '../../components/PersonAvatar';
import { GameIcon } from '../../entities/catalog';
import classes from '../../components/cards.module.css';
import { VerifiedRank } from './VerifiedRank';
import { LobbyVoiceCount } from '../voice';
import { gameTerm } from '../../entities/lobby';

export const statusColor = { open: 'teal', full: 'orange', closed: 'gray' } as const;

/** The viewer's own place in a lobby, as a card shows it; a removed application shows nothing. */
const mineColor = { owner: 'violet', pending: 'orange', approved: 'teal', rejected: 'gray' } as const;
function mineOf(lobby: Lobby): keyof typeof mineColor | null {
  if (lobby.me.isOwner) return 'owner';
  const status = lobby.me.application?.status;
  return status && status !== 'removed' ? status : null;
}

/** One lobby in a list: game, what it asks for, how full it is, who made it, and the viewer's place in it. */
export function LobbyCard({ lobby }: { lobby: Lobby }) {
  const { t } = useTranslation('lobbies');
  const asks = [lobby.server, lobby.rank, lobby.role]
    .filter((value): value is string => Boolean(value))
    .map((value) => gameTerm(t, value))
    .join(' · ');
  const mine = mineOf(lobby);
  return (
    <Paper component="article" className={`${classes.card} ${classes.linked}`} radius="lg" p="md">
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap">
          <GameIcon icon={lobby.game.icon} size={40} />
          <Stack gap={0} className={classes.grow}>
            <Text fw={700} truncate component={Link} to={`/lobby/${lobby.id}`} className={classes.cardLink}>
              {lobby.game.name}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {asks}
            </Text>
          </Stack>
          <Badge color={statusColor[lobby.status]} variant="light">
            {t(`status.${lobby.status}`)}
          </Badge>
        </Group>
        {lobby.description && (
          <Text size="sm" lineClamp={2} className={classes.description}>
            {lobby.description}
          </Text>
        )}
        {mine && (
          <Badge variant="dot" color={mineColor[mine]} size="sm" tt="none" style={{ alignSelf: 'flex-start' }}>
            {t(`card.mine.${mine}`)}
          </Badge>
        )}
        {/* The facts go under the owner when both do not fit: the owner's name is never cut to "by …". */}
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap={6} wrap="nowrap" style={{ flex: '1 1 auto', minWidth: 0 }}>
            <PersonAvatar src={lobby.owner.photoUrl} name={lobby.owner.fullname || lobby.owner.username} size={22} />
            <Text size="xs" c="dimmed" truncate>
              {t('card.by', { name: lobby.owner.fullname || lobby.owner.username })}
            </Text>
            <VerifiedRank rank={lobby.ownerVerifiedRank} size="xs" />
          </Group>
          <Group gap={6} wrap="nowrap">
            <Badge variant="outline" size="sm">
              {t(`type.${lobby.type}`)}
            </Badge>
            {lobby.minLevel !== null && (
              <Badge variant="outline" size="sm">
                {t('card.minLevel', { level: lobby.minLevel })}
              </Badge>
            )}
            <LobbyVoiceCount lobbyId={lobby.id} />
            <Text size="xs" fw={600}>
              {t('card.members', { count: lobby.memberCount, max: lobby.maxMembers })}
            </Text>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
