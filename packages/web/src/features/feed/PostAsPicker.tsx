import { Menu, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { truncateName } from '../../entities/organization';
import classes from './FeedPage.module.css';
import { PersonAvatar } from '../../components/PersonAvatar';

export interface Speaker {
  /** Null: the user themself. */
  organizationId: number | null;
  name: string;
  avatar: string | null;
}

interface PostAsPickerProps {
  speakers: Speaker[];
  value: Speaker;
  onChange: (speaker: Speaker) => void;
  /** What the chosen speaker does: writes a post (the composer) or quotes one (the quote dialog). */
  action?: 'post' | 'quote';
}

/** Round for a person, square for an organization, as on post cards. */
export function SpeakerAvatar({ speaker, size }: { speaker: Speaker; size: number }) {
  return (
    <PersonAvatar
      src={speaker.avatar}
      alt=""
      name={speaker.name}
      radius={speaker.organizationId === null ? 'xl' : 'sm'}
      size={size}
    />
  );
}

/** For founders and admins: post as themselves or as one of their organizations. */
export function PostAsPicker({ speakers, value, onChange, action = 'post' }: PostAsPickerProps) {
  const { t } = useTranslation('feed');
  const label = action === 'quote' ? t('repost.quoteAs') : t('composer.postAs');
  return (
    <Menu position="bottom-start" shadow="md" width={260}>
      <Menu.Target>
        <UnstyledButton
          className={classes.postAs}
          aria-label={
            action === 'quote'
              ? t('repost.quoteAsLabel', { name: value.name })
              : t('composer.postAsLabel', { name: value.name })
          }
        >
          <SpeakerAvatar speaker={value} size={22} />
          <Text span size="sm" c="dimmed" className={classes.postAsPrefix}>
            {label}
          </Text>
          <Text span size="sm" fw={600} className={classes.postAsName}>
            {value.name}
          </Text>
          <IconChevronDown size={14} aria-hidden />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{label}</Menu.Label>
        {speakers.map((speaker) => (
          <Menu.Item
            key={speaker.organizationId ?? 'me'}
            leftSection={<SpeakerAvatar speaker={speaker} size={24} />}
            rightSection={speaker.organizationId === value.organizationId ? <IconCheck size={14} /> : null}
            onClick={() => onChange(speaker)}
            title={speaker.name}
          >
            {speaker.organizationId === null
              ? t('composer.asYourself', { name: speaker.name })
              : truncateName(speaker.name)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
