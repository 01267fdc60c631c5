import type { LobbyDetail } from '@gamefolk/contract';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '../../components/PersonAvatar';
import { errorText } from '../../components/errors';
import { useAnswerMutation, useLobbyApplicationsQuery, useReadmitMutation } from './hooks';
import classes from '../../components/cards.module.css';
import { VerifiedRank } from './VerifiedRank';

/**
 * The owner's list: waiting applications first, each with approve and reject; a member the owner removed cannot apply
 * again until "Let apply again".
 */
export function ApplicationList({ lobby }: { lobby: LobbyDetail }) {
  const { t } = useTranslation('lobbies');
  const query = useLobbyApplicationsQuery(lobby.id, true);
  const answer = useAnswerMutation();
  const readmit = useReadmitMutation();
  const onError = (error: unknown) => notifications.show({ color: 'red', message: errorText(error) });
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
            <PersonAvatar
              src={application.organization?.logoUrl ?? application.applicant.photoUrl}
              name={
                application.organization?.name ?? (application.applicant.fullname || application.applicant.username)
              }
            />
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
                {(['approve', 'reject'] as const).map((move) => (
                  <Button
                    key={move}
                    size="xs"
                    variant={move === 'approve' ? 'filled' : 'light'}
                    color={move === 'approve' ? undefined : 'red'}
                    loading={
                      answer.isPending && answer.variables?.id === application.id && answer.variables.answer === move
                    }
                    onClick={() => answer.mutate({ id: application.id, answer: move }, { onError })}
                  >
                    {t(`page.${move}`)}
                  </Button>
                ))}
              </Group>
            ) : application.status === 'removed' ? (
              <Stack gap={4} align="flex-end">
                <Badge variant="light" color="red">
                  {t('application.removed')}
                </Badge>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  loading={readmit.isPending && readmit.variables === application.id}
                  onClick={() => readmit.mutate(application.id, { onError })}
                >
                  {t('page.readmit')}
                </Button>
              </Stack>
            ) : (
              <Badge variant="light">{t(`application.${application.status}`)}</Badge>
            )}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
