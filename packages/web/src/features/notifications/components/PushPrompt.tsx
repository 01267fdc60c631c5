import { Button, Group, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconBellRinging, IconBellOff, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePushPermission } from '../use-push';
import classes from './PushPrompt.module.css';

/**
 * Push is only asked for from this button, never on page load. `compact` (the dropdown) shows nothing
 * once the browser has decided; the full page also says what was decided.
 */
export function PushPrompt({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('notifications');
  const { permission, busy, enable } = usePushPermission();
  if (permission === 'default') {
    return (
      <Paper className={classes.card} data-compact={compact || undefined}>
        <Group gap="sm" wrap="wrap" justify="flex-end">
          <Group gap="sm" wrap="nowrap" className={classes.lead}>
            <ThemeIcon variant="light" radius="xl" size={compact ? 30 : 38}>
              <IconBellRinging size={compact ? 16 : 20} />
            </ThemeIcon>
            <Text size={compact ? 'xs' : 'sm'} c="dimmed">
              {t('push.enableText')}
            </Text>
          </Group>
          <Button size={compact ? 'compact-sm' : 'sm'} onClick={() => void enable()} loading={busy}>
            {compact ? t('push.turnOn') : t('push.enable')}
          </Button>
        </Group>
      </Paper>
    );
  }
  if (compact) return null;
  const granted = permission === 'granted';
  const text = granted ? t('push.enabled') : permission === 'denied' ? t('push.denied') : t('push.unsupported');
  return (
    <Paper className={classes.card}>
      <Group gap="sm" wrap="nowrap">
        <ThemeIcon variant="light" radius="xl" size={38} color={granted ? 'teal' : 'gray'}>
          {granted ? <IconCheck size={20} /> : <IconBellOff size={20} />}
        </ThemeIcon>
        <Text size="sm" c="dimmed">
          {text}
        </Text>
      </Group>
    </Paper>
  );
}
