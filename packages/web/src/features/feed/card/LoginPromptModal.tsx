import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LoginPromptReason } from './login-prompt';

/**
 * The login prompt's dialog, a chunk of its own (Mantine's modal machinery stays out of the shared page's first
 * download). It mounts closed and opens a frame later, so the modal sees the tapped button as the one to give focus
 * back to, as if it had always been there.
 */
export function LoginPromptModal({ reason, onClose }: { reason: LoginPromptReason | null; onClose: () => void }) {
  const { t } = useTranslation(['feed', 'common']);
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return (
    <Modal opened={mounted && reason !== null} onClose={onClose} title={t('loginPrompt.title')} centered radius="lg">
      <Text c="dimmed" mb="lg">
        {reason ? t(`loginPrompt.${reason}`) : ''}
      </Text>
      <Group justify="flex-end">
        <Button component={Link} to="/register" variant="default" onClick={onClose}>
          {t('common:actions.signUp')}
        </Button>
        <Button component={Link} to="/login" onClick={onClose}>
          {t('common:actions.signIn')}
        </Button>
      </Group>
    </Modal>
  );
}
