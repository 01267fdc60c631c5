import { socialNetworks } from '@gamefolk/contract';
import { Anchor } from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DetailList } from './DetailList';
import { openSocialsEditor } from './editors';
import { externalHref, socialIcons, socialLabels } from './profile-fields';
import { ProfileSection } from '../../components/ProfileSection';

interface Props {
  userId: number;
  socials: Record<string, string>;
  owner: boolean;
}

/** "twitch.tv/name" reads better than the full address. */
function shortLink(link: string): string {
  return link
    .replace(/^https?:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '');
}

/** Social links (X, Facebook, Instagram, YouTube, Twitch, Kick). */
export function LinksSection({ userId, socials, owner }: Props) {
  const { t } = useTranslation('profile');
  const items = socialNetworks
    .filter((network) => socials[network])
    .map((network) => ({
      key: network,
      icon: socialIcons[network],
      label: socialLabels[network],
      value: (
        <Anchor href={externalHref(socials[network] ?? '')} target="_blank" rel="noopener noreferrer nofollow" inherit>
          {shortLink(socials[network] ?? '')}
        </Anchor>
      ),
    }));
  return (
    <ProfileSection
      title={t('sections.socials')}
      icon={<IconLink size={18} />}
      onEdit={owner ? () => openSocialsEditor(userId, socials) : undefined}
      editLabel={t('edit.titles.socials')}
      empty={items.length === 0 ? (owner ? t('empty.socialsOwner') : t('empty.socials')) : null}
    >
      <DetailList items={items} />
    </ProfileSection>
  );
}
