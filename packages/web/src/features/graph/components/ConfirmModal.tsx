import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  loading?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** A destructive step (block, remove a connection, freeze an account) is confirmed first. */
export function ConfirmModal({ opened, title, text, confirmLabel, loading, onConfirm, onClose }: Props) {
  const { t } = useTranslation('common');
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered radius="lg">
      <Text size="sm" c="dimmed">
        {text}
      </Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
