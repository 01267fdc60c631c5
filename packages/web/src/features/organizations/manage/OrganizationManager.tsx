import { Center, Loader, Tabs } from '@mantine/core';
import { IconCrown, IconInfoCircle, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOrganizationQuery } from '../hooks';
import { DetailsForm } from './DetailsForm';
import { FounderPanel } from './FounderPanel';
import { MembersManager } from './MembersManager';

/** The drawer's body; it reads the page's cache, so edits show on the page at once. */
export function OrganizationManager({ code }: { code: string }) {
  const { t } = useTranslation('organizations');
  const organization = useOrganizationQuery(code);
  if (!organization.data) {
    return (
      <Center py="xl">
        <Loader type="dots" />
      </Center>
    );
  }
  const org = organization.data;
  return (
    <Tabs defaultValue="details" keepMounted={false}>
      <Tabs.List mb="md">
        <Tabs.Tab value="details" leftSection={<IconInfoCircle size={16} />}>
          {t('drawer.details')}
        </Tabs.Tab>
        <Tabs.Tab value="members" leftSection={<IconUsers size={16} />}>
          {t('drawer.members')}
        </Tabs.Tab>
        {org.me?.isFounder && (
          <Tabs.Tab value="founder" leftSection={<IconCrown size={16} />}>
            {t('drawer.founderTab')}
          </Tabs.Tab>
        )}
      </Tabs.List>
      <Tabs.Panel value="details">
        <DetailsForm organization={org} />
      </Tabs.Panel>
      <Tabs.Panel value="members">
        <MembersManager organization={org} />
      </Tabs.Panel>
      {org.me?.isFounder && (
        <Tabs.Panel value="founder">
          <FounderPanel organization={org} />
        </Tabs.Panel>
      )}
    </Tabs>
  );
}
