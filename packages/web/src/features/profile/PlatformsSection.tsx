import { gamingPlatforms } from '@gamefolk/contract';
import { ActionIcon, CopyButton, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconDeviceGamepad2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DetailList } from './DetailList';
import { openPlatformsEditor } from './editors';
import { defaultPlatformIcon, platformIcons, platformLabels } from './profile-fields';
import { ProfileSection } from '../../components/ProfileSection';

interface Props {
  userId: number;
  platforms: Record<string, string>;
  owner: boolean;
}

/** Usernames on Steam, PlayStation, Xbox and the rest, each with a copy button for adding a friend. */
export function PlatformsSection({ userId, platforms, owner }: Props) {
  const { t } = useTranslation('profile');
  const items = gamingPlatforms
    .filter((platform) => platforms[platform])
    .map((platform) => {
      const name = platforms[platform] ?? '';
      return {
        key: platform,
        icon: platformIcons[platform] ?? defaultPlatformIcon,
        label: platformLabels[platform],
        value: name,
        action: (
          <CopyButton value={name}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t('copied') : t('copy')}>
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'teal' : 'gray'}
                  size="sm"
                  onClick={copy}
                  aria-label={t('copyName', { platform: platformLabels[platform] })}
                >
                  {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        ),
      };
    });
  return (
    <ProfileSection
      title={t('sections.platforms')}
      icon={<IconDeviceGamepad2 size={18} />}
      onEdit={owner ? () => openPlatformsEditor(userId, platforms) : undefined}
      editLabel={t('edit.titles.platforms')}
      empty={items.length === 0 ? (owner ? t('empty.platformsOwner') : t('empty.platforms')) : null}
    >
      <DetailList items={items} />
    </ProfileSection>
  );
}
