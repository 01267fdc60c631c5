import { notifications } from '@mantine/notifications';
import i18n from 'i18next';
import { useEffect, useState } from 'react';
import { enablePush, pushPermission, subscribePush, type PushPermission } from '../../entities/account';

/** The browser's notification permission for this site, and a way to ask for it from a click. */
export function usePushPermission() {
  const [permission, setPermission] = useState<PushPermission>(pushPermission);
  const [busy, setBusy] = useState(false);
  const enable = async () => {
    setBusy(true);
    try {
      const result = await enablePush();
      setPermission(result);
      if (result === 'granted') notifications.show({ color: 'teal', message: i18n.t('notifications:push.turnedOn') });
    } catch {
      notifications.show({ color: 'red', message: i18n.t('notifications:push.failed') });
    } finally {
      setBusy(false);
    }
  };
  return { permission, busy, enable };
}

/** After sign-in, a browser that already allows notifications is (re)subscribed without asking again. */
export function usePushSync() {
  useEffect(() => {
    if (pushPermission() === 'granted') void subscribePush().catch(() => undefined);
  }, []);
}
