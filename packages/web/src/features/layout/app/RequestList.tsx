import { Avatar, Group, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { InlineEmpty } from './InlineEmpty';

export interface ConnectionRequest {
  request_id: number;
  username: string;
  fullname: string;
  photoUrl: string | null;
}

/** Connection requests: 380 px wide, no dividers between rows, an empty state when there are none. */
export function RequestList({ requests }: { requests: ConnectionRequest[] }) {
  const { t } = useTranslation('layout');
  if (requests.length === 0) {
    return (
      <div style={{ width: '100%', maxWidth: 380, marginInline: 'auto' }}>
        <InlineEmpty
          icon={<IconUserPlus size={22} />}
          title={t('notifications.noRequests')}
          text={t('notifications.noRequestsText')}
        />
      </div>
    );
  }
  return (
    <Stack gap={4} p="xs" maw={380} mx="auto">
      {requests.map((request) => (
        <Group key={request.request_id} gap="sm" wrap="nowrap" p="xs">
          <Avatar src={request.photoUrl} alt="" radius="xl" name={request.fullname} color="initials" />
          <div>
            <Text size="sm" fw={600}>
              {request.fullname}
            </Text>
            <Text size="xs" c="dimmed">
              @{request.username}
            </Text>
          </div>
        </Group>
      ))}
    </Stack>
  );
}
