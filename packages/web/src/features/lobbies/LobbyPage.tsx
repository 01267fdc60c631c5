import type { LobbyDetail } from '@gamefolk/contract';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../lib/title';
import { DetailPage, useRouteId } from '../../components/DetailPage';
import { errorText } from '../../components/errors';
import { GameIcon } from '../../entities/catalog';
import { ApplyForm } from './ApplyForm';
import { ApplicationList } from './ApplicationList';
import { LobbyChat } from './LobbyChat';
import { PinLobbyButton } from '../premium';
import { VoicePanel } from '../voice';
import { useDeleteLobbyMutation, useLeaveLobbyMutation, useLobbyQuery, useUpdateLobbyMutation } from './hooks';
import { statusColor } from './LobbyCard';
import { MemberList } from './MemberList';
import classes from '../../components/cards.module.css';
import { openLobbyForm } from './open-lobby-form';
import { gameTerm } from '../../entities/lobby';

export function LobbyPage() {
  const { t } = useTranslation('lobbies');
  const id = useRouteId();
  const query = useLobbyQuery(id);
  usePageTitle(query.data ? `${query.data.game.name} · ${t('title')}` : t('title'));
  return (
    <DetailPage id={id} query={query} back={{ to: '/lobby', label: t('page.back') }} notFound={t('page.notFound')}>
      {(lobby) => (
        <>
          <LobbyDetails lobby={lobby} />
          <MemberList lobby={lobby} />
          {lobby.me.isOwner ? <ApplicationList lobby={lobby} /> : <ApplyForm lobby={lobby} />}
          {(lobby.me.isOwner || lobby.me.application?.status === 'approved') && <VoicePanel lobby={lobby} />}
          {(lobby.me.isOwner || lobby.me.application?.status === 'approved') && <LobbyChat lobby={lobby} />}
        </>
      )}
    </DetailPage>
  );
}

function LobbyDetails({ lobby }: { lobby: LobbyDetail }) {
  const { t } = useTranslation('lobbies');
  const navigate = useNavigate();
  const update = useUpdateLobbyMutation();
  const remove = useDeleteLobbyMutation();
  const leave = useLeaveLobbyMutation();
  const isMember = lobby.me.application?.status === 'approved';
  const onError = (error: unknown) => notifications.show({ color: 'red', message: errorText(error) });
  const setStatus = (status: 'open' | 'closed') =>
    update.mutate(
      {
        id: lobby.id,
        gameId: lobby.game.id,
        server: lobby.server,
        rank: lobby.rank,
        role: lobby.role,
        minLevel: lobby.minLevel,
        minMembers: lobby.minMembers,
        maxMembers: lobby.maxMembers,
        description: lobby.description,
        type: lobby.type,
        status,
      },
      { onError },
    );
  const confirmDelete = () =>
    modals.openConfirmModal({
      title: t('page.delete'),
      children: <Text size="sm">{t('page.deleteConfirm')}</Text>,
      labels: { confirm: t('page.delete'), cancel: t('page.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(lobby.id, {
          onSuccess: () => {
            notifications.show({ color: 'green', message: t('page.deleted') });
            void navigate('/lobby');
          },
          onError: (error) => notifications.show({ color: 'red', message: errorText(error, 'lobbyDelete') }),
        }),
    });
  const confirmLeave = () =>
    modals.openConfirmModal({
      title: t('page.leave'),
      children: <Text size="sm">{t('page.leaveConfirm')}</Text>,
      labels: { confirm: t('page.leave'), cancel: t('page.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        leave.mutate(lobby.id, {
          onSuccess: () => notifications.show({ color: 'green', message: t('page.left') }),
          onError,
        }),
    });
  const facts: [string, string | null][] = [
    [t('filters.server'), gameTerm(t, lobby.server)],
    [t('filters.rank'), lobby.rank && gameTerm(t, lobby.rank)],
    [t('filters.role'), lobby.role && gameTerm(t, lobby.role)],
    [t('form.minLevel'), lobby.minLevel === null ? null : String(lobby.minLevel)],
    [t('filters.type'), t(`type.${lobby.type}`)],
    [
      t('page.members'),
      `${t('card.members', { count: lobby.memberCount, max: lobby.maxMembers })} · ${t('page.minMembers', { count: lobby.minMembers })}`,
    ],
  ];
  return (
    <Paper className={classes.panel} radius="lg" p="lg">
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <GameIcon icon={lobby.game.icon} size={56} />
          <Stack gap={2} className={classes.grow}>
            <Title order={1} size="h2">
              {lobby.game.name}
            </Title>
            <Text size="sm" c="dimmed">
              {t('card.by', { name: lobby.owner.fullname })}
            </Text>
          </Stack>
          <Badge color={statusColor[lobby.status]} size="lg" variant="light">
            {t(`status.${lobby.status}`)}
          </Badge>
        </Group>
        {lobby.description && <Text className={classes.description}>{lobby.description}</Text>}
        <Group gap="lg">
          {facts
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <Stack key={label} gap={0}>
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                <Text size="sm" fw={600}>
                  {value}
                </Text>
              </Stack>
            ))}
        </Group>
        {lobby.me.isOwner && (
          <Group gap="xs">
            <Button variant="light" onClick={() => openLobbyForm(lobby)}>
              {t('edit')}
            </Button>
            {lobby.status === 'closed' ? (
              <Button variant="light" loading={update.isPending} onClick={() => setStatus('open')}>
                {t('page.reopen')}
              </Button>
            ) : (
              <Button variant="light" color="gray" loading={update.isPending} onClick={() => setStatus('closed')}>
                {t('page.close')}
              </Button>
            )}
            <PinLobbyButton lobbyId={lobby.id} />
            <Button variant="subtle" color="red" onClick={confirmDelete}>
              {t('page.delete')}
            </Button>
          </Group>
        )}
        {isMember && (
          <Group>
            <Button variant="light" color="red" loading={leave.isPending} onClick={confirmLeave}>
              {t('page.leave')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
