import type { LobbyDetail } from '@gamefolk/contract';
import { Avatar, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/errors';
import { useAnswerMutation, useLobbyApplicationsQuery } from './hooks';
import classes from './Lobbies.module.css';
import { VerifiedRank } from './VerifiedRank';

/** The owner's list: waiting applications first, each with approve and reject. */
export function ApplicationList({ lobby }: { lobby: LobbyDetail }) {
  const { t } = useTranslation('lobbies');
  const query = useLobbyApplicationsQuery(lobby.id, true);
  const answer = useAnswerMutation();
  const applications = query.data ?? [];
  return (
    <Paper className={classes.panel} radius="lg" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('page.applications')}
        </Title>
        {query.isSuccess && applications.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('page.noApplications')}
          </Text>
        )}
        {applications.map((application) => (
          <Group key={application.id} gap="sm" wrap="nowrap" align="flex-start" data-testid="lobby-application">
            <Avatar src={application.organization?.logoUrl ?? application.applicant.photoUrl} radius="xl" alt="" />
            <Stack gap={2} className={classes.grow}>
              <Group gap={6} wrap="nowrap">
                <Text fw={600} size="sm" truncate>
                  {application.organization
                    ? `${application.organization.name} (@${application.applicant.username})`
                    : application.applicant.fullname}
                </Text>
                <VerifiedRank rank={application.verifiedRank} size="xs" />
              </Group>
              {application.description && (
                <Text size="sm" className={classes.description}>
                  {application.description}
                </Text>
              )}
            </Stack>
            {application.status === 'pending' ? (
              <Group gap={6} wrap="nowrap">
                {([1, 2] as const).map((status) => (
                  <Button
                    key={status}
                    size="xs"
                    variant={status === 1 ? 'filled' : 'light'}
                    color={status === 1 ? undefined : 'red'}
                    loading={
                      answer.isPending && answer.variables?.id === application.id && answer.variables.status === status
                    }
                    onClick={() =>
                      answer.mutate(
                        { id: application.id, status },
                        { onError: (error) => notifications.show({ color: 'red', message: errorText(error) }) },
                      )
                    }
                  >
                    {status === 1 ? t('page.approve') : t('page.reject')}
                  </Button>
                ))}
              </Group>
            ) : (
              <Badge variant="light">{t(`application.${application.status}`)}</Badge>
            )}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
