import { Center, Loader } from '@mantine/core';
import { IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyFeed } from '../feed';
import { FeedList } from '../feed';

/** A user's posts and reposts on their profile, newest first, five a page. */
export function ProfilePostsTab({ userId }: { userId: number }) {
  // The feed texts load with the first visit of this tab.
  const { t, ready } = useTranslation('feed');
  if (!ready) {
    return (
      <Center py="xl">
        <Loader type="dots" />
      </Center>
    );
  }
  return (
    <FeedList
      params={{ kind: 'user', userId }}
      empty={<EmptyFeed icon={<IconMessage size={26} />} title={t('profile.empty')} text={t('profile.emptyText')} />}
    />
  );
}
