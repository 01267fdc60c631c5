import type { PublicUser } from '@gamefolk/contract';
import { Alert, Button, Stack, Tabs } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle, IconLayoutGrid, IconMessage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { usePageTitle } from '../../lib/title';
import { errorText } from '../../components/errors';
import { AboutTab } from './AboutTab';
import { useProfileUserQuery } from './hooks';
import { ProfileGalleryTab } from './ProfileGalleryTab';
import { ProfileHeader } from './ProfileHeader';
import { ProfilePostsTab } from './ProfilePostsTab';
import { ProfileSkeleton } from './ProfileSkeleton';
import { UnknownUser } from './UnknownUser';
import classes from './ProfilePage.module.css';

const tabs = ['posts', 'gallery', 'about'] as const;
type ProfileTab = (typeof tabs)[number];

function isProfileTab(value: string | null): value is ProfileTab {
  return tabs.includes(value as ProfileTab);
}

/** The tab lives in the URL (?tab=about), so a link or a reload opens the same one. */
function useProfileTab(): [ProfileTab, (tab: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get('tab');
  const tab = isProfileTab(value) ? value : 'posts';
  const setTab = (next: string | null) =>
    setParams(next && next !== 'posts' ? { tab: next } : {}, { replace: true, preventScrollReset: true });
  return [tab, setTab];
}

function ProfileView({ user }: { user: PublicUser }) {
  const { t } = useTranslation('profile');
  const [tab, setTab] = useProfileTab();
  return (
    <Stack gap="lg" className={classes.page}>
      <ProfileHeader user={user} />
      <Tabs
        value={tab}
        onChange={setTab}
        keepMounted={false}
        classNames={{ list: classes.tabList, tab: classes.tab, tabSection: classes.tabSection }}
      >
        <Tabs.List>
          <Tabs.Tab value="posts" leftSection={<IconMessage size={16} />}>
            {t('tabs.posts')}
          </Tabs.Tab>
          <Tabs.Tab value="gallery" leftSection={<IconLayoutGrid size={16} />}>
            {t('tabs.gallery')}
          </Tabs.Tab>
          <Tabs.Tab value="about" leftSection={<IconInfoCircle size={16} />}>
            {t('tabs.about')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="posts" pt="lg">
          <ProfilePostsTab userId={user.id} />
        </Tabs.Panel>
        <Tabs.Panel value="gallery" pt="lg">
          <ProfileGalleryTab userId={user.id} />
        </Tabs.Panel>
        <Tabs.Panel value="about" pt="lg">
          <AboutTab user={user} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** /profile/{username} or /profile/{code}. */
export function ProfilePage() {
  const { t } = useTranslation('profile');
  const key = useParams().key ?? '';
  const user = useProfileUserQuery(key);
  usePageTitle(user.data ? user.data.fullname || `@${user.data.username}` : t('title'));

  if (user.isPending) return <ProfileSkeleton />;
  if (user.isError) {
    const code = isApiError(user.error) ? user.error.code : null;
    if (code === 'unknownUser' || code === 'notFound' || code === 'invalidInput') return <UnknownUser />;
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('loadFailed')} role="alert">
        <Stack gap="sm" align="flex-start">
          {errorText(user.error)}
          <Button size="xs" variant="light" color="red" onClick={() => void user.refetch()}>
            {t('retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <ProfileView key={user.data.id} user={user.data} />;
}
