import type { LobbyDetail } from '@gamefolk/contract';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PersonAvatar } from '../../components/PersonAvatar';
import { errorText } from '../../components/errors';
import { useRemoveMemberMutation } from './hooks';
import classes from '../../components/cards.module.css';
import { VerifiedRank } from './VerifiedRank';

const riotGames = new Set(['league-of-legends', 'valorant']);

/** The owner, then approved members with their team and verified rank (once game accounts are linked). */
export function MemberList({ lobby }: { lobby: LobbyDetail }) {
  const { t } = useTranslation('lobbies');
  const remove = useRemoveMemberMutation();
  // Only Riot's games have a rank to verify; elsewhere a missing one says nothing.
  const riotGame = riotGames.has(lobby.game.slug);
  return (
    <Paper className={classes.panel} radius="lg" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('page.members')}
        </Title>
        <ul
          style={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr)',
            gap: 10,
          }}
          aria-label={t('page.members')}
        >
          {lobby.members.map((member) => (
            <li key={member.applicationId ?? 'owner'}>
              <Group gap="sm" wrap="nowrap">
                <PersonAvatar
                  src={member.organization?.logoUrl ?? member.user.photoUrl}
                  name={member.organization?.name ?? (member.user.fullname || member.user.username)}
                />
                <Stack gap={0} className={classes.grow}>
                  <Text
                    fw={600}
                    size="sm"
                    truncate
                    component={Link}
                    to={
                      member.organization
                        ? `/organization/${member.organization.code}`
                        : `/profile/${member.user.username}`
                    }
                    style={{ color: 'inherit' }}
                  >
                    {member.organization?.name ?? member.user.fullname}
                  </Text>
                  <Group gap={6} wrap="nowrap">
                    <Text size="xs" c="dimmed" truncate>
                      @{member.user.username}
                      {!member.rank && riotGame && ` · ${t('page.rankUnknown')}`}
                    </Text>
                    <VerifiedRank rank={member.rank} size="xs" />
                  </Group>
                </Stack>
                {member.isOwner && <Badge variant="light">{t('page.owner')}</Badge>}
                {lobby.me.isOwner && member.applicationId !== null && (
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => {
                      const name = member.user.fullname || member.user.username;
                      modals.openConfirmModal({
                        title: t('page.remove'),
                        children: <Text size="sm">{t('page.removeConfirm', { name })}</Text>,
                        labels: { confirm: t('page.remove'), cancel: t('page.cancel') },
                        confirmProps: { color: 'red' },
                        onConfirm: () =>
                          remove.mutate(member.applicationId!, {
                            onSuccess: () =>
                              notifications.show({ color: 'green', message: t('page.removed', { name }) }),
                            onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
                          }),
                      });
                    }}
                  >
                    {t('page.remove')}
                  </Button>
                )}
              </Group>
            </li>
          ))}
        </ul>
      </Stack>
    </Paper>
  );
}
