import type { Organization } from '@gamefolk/contract';
import { Alert, Button, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconAlertCircle, IconBuildingOff, IconMessage, IconUsers, IconUserHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../api/api-error';
import { usePageTitle } from '../../lib/title';
import { NoticeCard } from '../../components/NoticeCard';
import { errorText } from '../../components/errors';
import { PostComposer } from '../feed';
import { useOrganizationQuery } from './hooks';
import { AboutCard } from './page/AboutCard';
import { FollowerList } from './page/FollowerList';
import { InviteBanner } from './page/InviteBanner';
import { MemberList } from './page/MemberList';
import { OrganizationHeader } from './page/OrganizationHeader';
import { OrganizationPosts } from './page/OrganizationPosts';
import classes from './OrganizationPage.module.css';

const missingCodes = ['deletedOrganization', 'notFound', 'invalidInput'];

/** Its founder and admins speak for it (the server's canManage); an invited admin not yet. */
const canPostAs = (organization: Organization) => organization.me?.status === 'member' && organization.me.isManager;

function OrganizationView({ organization }: { organization: Organization }) {
  const { t } = useTranslation('organizations');
  return (
    <Stack gap="lg" className={classes.page}>
      {organization.me?.status === 'invited' && <InviteBanner organization={organization} />}
      <OrganizationHeader organization={organization} />
      <div className={classes.columns}>
        <div className={classes.side}>
          <AboutCard organization={organization} />
        </div>
        <Tabs
          defaultValue="posts"
          keepMounted={false}
          classNames={{
            list: classes.tabList,
            tab: classes.tab,
            tabSection: classes.tabSection,
            tabLabel: classes.tabLabel,
          }}
        >
          <Tabs.List grow>
            <Tabs.Tab value="posts" leftSection={<IconMessage size={16} />}>
              {t('page.posts')}
            </Tabs.Tab>
            <Tabs.Tab value="members" leftSection={<IconUsers size={16} />}>
              {t('page.members')}
            </Tabs.Tab>
            <Tabs.Tab value="followers" leftSection={<IconUserHeart size={16} />}>
              {t('page.followers')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="posts" pt="lg">
            <Stack gap="md">
              {canPostAs(organization) && (
                <PostComposer
                  // A fresh composer per organization, so moving between two pages never keeps the first's voice.
                  key={organization.id}
                  defaultSpeaker={{
                    organizationId: organization.id,
                    name: organization.name,
                    avatar: organization.logo_url,
                  }}
                />
              )}
              <OrganizationPosts organizationId={organization.id} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="members" pt="lg">
            <MemberList organizationId={organization.id} />
          </Tabs.Panel>
          <Tabs.Panel value="followers" pt="lg">
            <FollowerList organizationId={organization.id} />
          </Tabs.Panel>
        </Tabs>
      </div>
    </Stack>
  );
}

/** /organization/{code}; the code is also the organization's username. */
export function OrganizationPage() {
  const { t } = useTranslation(['organizations', 'errors', 'common']);
  const code = useParams().code ?? '';
  const organization = useOrganizationQuery(code);
  usePageTitle(organization.data?.name ?? t('title'));

  if (organization.isPending) {
    return (
      <Stack gap="lg" className={classes.page} aria-busy="true">
        <Skeleton height={280} radius="lg" />
        <Skeleton height={160} radius="lg" />
      </Stack>
    );
  }
  if (organization.isError) {
    const errorCode = isApiError(organization.error) ? organization.error.code : null;
    if (errorCode && missingCodes.includes(errorCode)) {
      return (
        <NoticeCard
          icon={<IconBuildingOff size={32} />}
          title={t('errors:deletedOrganization')}
          text={t('page.missingText')}
          action={{ label: t('common:actions.backToFeed'), to: '/feed' }}
        />
      );
    }
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={t('page.loadFailed')} role="alert">
        <Stack gap="sm" align="flex-start">
          {errorText(organization.error)}
          <Button variant="light" color="red" onClick={() => void organization.refetch()}>
            {t('page.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <OrganizationView organization={organization.data} />;
}
