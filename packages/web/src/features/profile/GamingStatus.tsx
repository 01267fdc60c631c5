import { Group, Text, Tooltip } from '@mantine/core';
import { IconDeviceGamepad2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './GamingStatus.module.css';

/** The player's own line of what they are up to, shown like a launcher's "in game" chip. */
export function GamingStatus({ status }: { status: string }) {
  const { t } = useTranslation('profile');
  return (
    <Tooltip label={t('fields.gaming_status')}>
      <Group gap={8} wrap="nowrap" className={classes.chip}>
        <span className={classes.dot} aria-hidden />
        <IconDeviceGamepad2 size={16} aria-hidden />
        <Text size="sm" fw={600} truncate>
          <span className={classes.label}>{t('fields.gaming_status')}: </span>
          {status}
        </Text>
      </Group>
    </Tooltip>
  );
}
