import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/title';
import { BlockedList } from '../graph';
import { IntegrationsSection } from '../integrations';
import { AppearanceSection } from './AppearanceSection';
import { ChatPrivacySection } from './ChatPrivacySection';
import { DataExportSection } from './DataExportSection';
import { DeleteSection } from './DeleteSection';
import { FreezeSection } from './FreezeSection';
import { MailSection } from './MailSection';
import { MutesSection } from './MutesSection';
import { NotificationSettingsSection } from './NotificationSettingsSection';
import { PasswordSection } from './PasswordSection';
import { SecuritySection } from './SecuritySection';
import { StandingLink } from './StandingPage';
import { SettingsCard } from '../../components/SettingsCard';

/**
 * Spec section 2: language and theme, account mail and password, two-step sign-in and sessions (issue 43), blocked
 * list, integrations, freeze and delete.
 */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  usePageTitle(t('title'));
  return (
    <Stack gap="xl" maw={760} mx="auto">
      <Title order={1}>{t('title')}</Title>
      <AppearanceSection />
      <SettingsCard title={t('account.title')}>
        <MailSection />
        <PasswordSection />
      </SettingsCard>
      <SecuritySection />
      <DataExportSection />
      <StandingLink />
      <ChatPrivacySection />
      <NotificationSettingsSection />
      <MutesSection />
      <SettingsCard title={t('blocked.title')} text={t('blocked.text')}>
        <BlockedList />
      </SettingsCard>
      <IntegrationsSection />
      <SettingsCard title={t('danger.title')} danger>
        <FreezeSection />
        <DeleteSection />
      </SettingsCard>
    </Stack>
  );
}
