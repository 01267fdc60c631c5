import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPin } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client';
import { errorText } from '../../components/errors';

/** Premium Plus: pins the owner's lobby to the top of search. Others are told why not, with a link to the plans. */
export function PinLobbyButton({ lobbyId, pinned = false }: { lobbyId: number; pinned?: boolean }) {
  const { t } = useTranslation('premium');
  const queryClient = useQueryClient();
  const pin = useMutation({
    mutationFn: async (): Promise<unknown> => (pinned ? call('unpinLobby', {}) : call('pinLobby', { id: lobbyId })),
    onSuccess: () => {
      notifications.show({ color: 'teal', message: pinned ? t('pin.unpinned') : t('pin.pinned') });
      void queryClient.invalidateQueries({ queryKey: ['lobbies'] });
    },
    onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
  });
  return (
    <Button
      variant="light"
      color="grape"
      leftSection={<IconPin size={16} />}
      loading={pin.isPending}
      onClick={() => pin.mutate()}
    >
      {pinned ? t('pin.unpin') : t('pin.pin')}
    </Button>
  );
}
