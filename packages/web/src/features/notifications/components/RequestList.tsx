import type { ConnectionRequest, RequestAnswer } from '@gamefolk/contract';
import { Anchor, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyError } from '../../../components/errors';
import { currentLanguage } from '../../../i18n/language';
import { formatRelative } from '../../../lib/time';
import { useAnswerRequestMutation, useConnectionRequestsQuery } from '../../graph';
import { InlineEmpty } from '../../../components/InlineEmpty';
import { PersonAvatar } from '../../../components/PersonAvatar';

/** Connection requests: 380 px wide, no dividers between rows, an empty state when there are none. */
export function RequestList({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation(['notifications', 'common']);
  const { data, isPending } = useConnectionRequestsQuery();
  const answer = useAnswerRequestMutation();

  if (isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('common:loading')} />
      </Center>
    );
  }
  if (!data?.length) {
    return (
      <div style={{ width: '100%', maxWidth: 380, marginInline: 'auto' }}>
        <InlineEmpty icon={<IconUserPlus size={22} />} title={t('noRequests')} text={t('noRequestsText')} />
      </div>
    );
  }

  // Spec sections 7 and 8: 202 means done; anything else is unknownError.
  const reply = (request: ConnectionRequest, move: RequestAnswer) =>
    answer.mutate(
      { request_id: request.request_id, answer: move },
      {
        onSuccess: () =>
          notifications.show({
            color: move === 'approve' ? 'teal' : 'gray',
            message: t(move === 'approve' ? 'requests.connectionApproved' : 'requests.rejected'),
          }),
        onError: () => notifyError('unknownError'),
      },
    );
  const busy = (request: ConnectionRequest) => answer.isPending && answer.variables?.request_id === request.request_id;

  return (
    <Stack gap={2} p={6} maw={380} mx="auto" data-testid="request-list">
      {data.map((request) => {
        const name = request.fullname || request.username;
        return (
          <Group key={request.request_id} gap="sm" wrap="nowrap" p="xs" data-testid="request-row">
            <PersonAvatar src={request.photoUrl} alt="" radius="xl" name={name} />
            <div style={{ flex: 1, minWidth: 0 }}>
              <Anchor
                component={Link}
                to={`/profile/${request.username}`}
                onClick={onNavigate}
                size="sm"
                fw={650}
                c="var(--mantine-color-text)"
                truncate
                display="block"
              >
                {name}
              </Anchor>
              <Text size="xs" c="dimmed" truncate>
                @{request.username} · {formatRelative(request.created_at, currentLanguage())}
              </Text>
            </div>
            <Group gap={6} wrap="nowrap">
              <Button
                size="compact-sm"
                onClick={() => reply(request, 'approve')}
                loading={busy(request) && answer.variables?.answer === 'approve'}
                disabled={busy(request)}
                aria-label={t('requests.approveLabel', { name })}
              >
                {t('requests.approve')}
              </Button>
              <Button
                size="compact-sm"
                variant="default"
                onClick={() => reply(request, 'reject')}
                loading={busy(request) && answer.variables?.answer === 'reject'}
                disabled={busy(request)}
                aria-label={t('requests.rejectLabel', { name })}
              >
                {t('requests.reject')}
              </Button>
            </Group>
          </Group>
        );
      })}
    </Stack>
  );
}
