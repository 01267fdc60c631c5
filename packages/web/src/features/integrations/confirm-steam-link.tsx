import { Anchor, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * "Link Steam account … to your Gamefolk account?" before an answer is linked, naming the Steam account (its
 * SteamID64, with its public profile to check) so a player sees what they are about to link.
 */
export function useConfirmSteamLink() {
  const { t } = useTranslation('integrations');
  return useCallback(
    (steamId: string, link: () => void) =>
      modals.openConfirmModal({
        title: t('steam.linkConfirmTitle'),
        children: (
          <Stack gap="xs">
            <Text size="sm">{t('steam.linkConfirm', { name: steamId })}</Text>
            <Anchor href={`https://steamcommunity.com/profiles/${steamId}`} target="_blank" rel="noreferrer" size="sm">
              {t('steam.linkConfirmProfile')}
            </Anchor>
          </Stack>
        ),
        labels: { confirm: t('steam.link'), cancel: t('cancel') },
        centered: true,
        onConfirm: link,
      }),
    [t],
  );
}
