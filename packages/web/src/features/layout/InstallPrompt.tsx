import { ActionIcon, Button, Group, Paper, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { config } from '../../app/config';
import { LogoMark } from '../../components/Logo';
import { detectMobilePlatform, type MobilePlatform } from '../../lib/platform';
import { readStorage, storageKeys, writeStorage } from '../../lib/storage';
import classes from './InstallPrompt.module.css';

/** Spec section 1: phone visitors are offered the app once per session, with their platform's store link. */
export function InstallPrompt() {
  const { t } = useTranslation('layout');
  const [platform, setPlatform] = useState<MobilePlatform | null>(null);

  useEffect(() => {
    if (readStorage(storageKeys.installPromptSeen, sessionStorage)) return;
    const detected = detectMobilePlatform(navigator.userAgent);
    if (!detected) return;
    writeStorage(storageKeys.installPromptSeen, '1', sessionStorage);
    setPlatform(detected);
  }, []);

  useEffect(() => {
    if (!platform) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setPlatform(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [platform]);

  if (!platform) return null;
  return (
    <Paper
      className={classes.prompt}
      shadow="xl"
      radius="lg"
      p="md"
      role="dialog"
      aria-labelledby="install-prompt-title"
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <LogoMark size={40} />
        <div className={classes.text}>
          <Text id="install-prompt-title" fw={700}>
            {t('install.title')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('install.text')}
          </Text>
          <Group gap="xs" mt="sm">
            <Button
              component="a"
              href={config.storeLinks[platform]}
              target="_blank"
              rel="noopener noreferrer"
              size="xs"
            >
              {t('install.cta')}
            </Button>
            <Button variant="subtle" color="gray" size="xs" onClick={() => setPlatform(null)}>
              {t('install.dismiss')}
            </Button>
          </Group>
        </div>
        <ActionIcon variant="subtle" color="gray" aria-label={t('install.dismiss')} onClick={() => setPlatform(null)}>
          <IconX size={18} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}
