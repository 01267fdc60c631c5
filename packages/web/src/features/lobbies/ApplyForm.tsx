import { limits, type LobbyDetail } from '@gamefolk/contract';
import { Button, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/errors';
import { useManagedOrganizationsQuery } from '../../entities/organization';
import { EditApplication } from './EditApplication';
import { useApplyLobbyMutation, useWithdrawMutation } from './hooks';
import classes from '../../components/cards.module.css';

/** Apply with a note (and, for a team lobby, the team); or where one's application stands, and withdrawing it. */
export function ApplyForm({ lobby }: { lobby: LobbyDetail }) {
  const { t } = useTranslation('lobbies');
  const [note, setNote] = useState('');
  const [team, setTeam] = useState<string | null>(null);
  const teams = useManagedOrganizationsQuery(lobby.type === 'team');
  const apply = useApplyLobbyMutation();
  const withdraw = useWithdrawMutation();
  const mine = lobby.me.application;
  const onError = (error: unknown) => notifications.show({ color: 'red', message: errorText(error) });

  if (mine)
    return (
      <Paper className={classes.panel} radius="lg" p="lg">
        <Stack gap="sm" align="flex-start">
          <Text fw={600} data-testid="my-application-status">
            {t('page.yourApplication', { status: t(`application.${mine.status}`) })}
          </Text>
          {mine.status === 'pending' && <EditApplication applicationId={mine.id} />}
          {mine.status === 'pending' && (
            <Button
              variant="light"
              color="red"
              loading={withdraw.isPending}
              onClick={() => withdraw.mutate(mine.id, { onError })}
            >
              {t('page.withdraw')}
            </Button>
          )}
        </Stack>
      </Paper>
    );
  if (lobby.status !== 'open')
    return (
      <Text c="dimmed" ta="center">
        {errorText(lobby.status === 'full' ? 'lobbyFull' : 'lobbyClosed')}
      </Text>
    );

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    apply.mutate(
      { id: lobby.id, Description: note, organizationId: team ? Number(team) : undefined },
      { onSuccess: () => notifications.show({ message: t('page.applied') }), onError },
    );
  };
  return (
    <Paper className={classes.panel} radius="lg" p="lg" component="form" onSubmit={submit}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('page.apply')}
        </Title>
        {lobby.type === 'team' && (
          <Select
            label={t('page.applyTeam')}
            data={(teams.data ?? []).map((org) => ({ value: String(org.id), label: org.name }))}
            value={team}
            onChange={setTeam}
            required
          />
        )}
        <Textarea
          label={t('page.applyNote')}
          value={note}
          onChange={(e) => setNote(e.currentTarget.value)}
          maxLength={limits.longText}
          autosize
          minRows={2}
          description={`${[...note].length} / ${limits.longText}`}
        />
        <Button type="submit" loading={apply.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('page.apply')}
        </Button>
      </Stack>
    </Paper>
  );
}
