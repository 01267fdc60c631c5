import { Button, Group, Modal, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type Reason = 'hit' | 'comment' | 'repost';

let reason: Reason | null = null;
const listeners = new Set<() => void>();

function set(next: Reason | null) {
  reason = next;
  for (const listener of listeners) listener();
}

/** Visitors reading a shared post are asked to log in when they try to hit, comment or repost. */
export function openLoginPrompt(why: Reason): void {
  set(why);
}

export function LoginPromptHost() {
  const { t } = useTranslation(['feed', 'common']);
  const current = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => reason,
    () => reason,
  );
  return (
    <Modal opened={current !== null} onClose={() => set(null)} title={t('loginPrompt.title')} centered radius="lg">
      <Text c="dimmed" mb="lg">
        {current ? t(`loginPrompt.${current}`) : ''}
      </Text>
      <Group justify="flex-end">
        <Button component={Link} to="/register" variant="default" onClick={() => set(null)}>
          {t('common:actions.signUp')}
        </Button>
        <Button component={Link} to="/login" onClick={() => set(null)}>
          {t('common:actions.signIn')}
        </Button>
      </Group>
    </Modal>
  );
}
