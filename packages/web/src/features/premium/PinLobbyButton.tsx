import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/errors';
import { useUserQuery } from '../../entities/account';
import { usePinLobbyMutation } from './hooks';

/** On a phone the label takes a second line rather than lose the plan's name to an ellipsis. */
const wrapping = {
  root: { height: 'auto', minHeight: 36, paddingBlock: 6 },
  label: { whiteSpace: 'normal', textAlign: 'start' },
} as const;

/** Premium Plus: pins the owner's lobby to the top of search. On another plan it is disabled and names the plan it needs. */
export function PinLobbyButton({ lobbyId, pinned = false }: { lobbyId: number; pinned?: boolean }) {
  const { t } = useTranslation('premium');
  const plan = useUserQuery().data?.premium;
  const pin = usePinLobbyMutation(lobbyId, pinned);
  const onPin = () =>
    pin.mutate(undefined, {
      onSuccess: () => notifications.show({ color: 'teal', message: pinned ? t('pin.unpinned') : t('pin.pinned') }),
      onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
    });
  if (plan !== 'premiumPlus' && !pinned) {
    return (
      <Button variant="light" color="grape" leftSection={<IconPin size={16} />} styles={wrapping} disabled>
        {t('pin.needs', { action: t('pin.pin'), plan: t('plans.premiumPlus.name') })}
      </Button>
    );
  }
  return (
    <Button
      variant="light"
      color="grape"
      leftSection={<IconPin size={16} />}
      styles={wrapping}
      loading={pin.isPending}
      onClick={onPin}
    >
      {pinned ? t('pin.unpin') : t('pin.pin')}
    </Button>
  );
}
