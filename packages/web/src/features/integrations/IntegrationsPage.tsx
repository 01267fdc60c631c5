import { useTranslation } from 'react-i18next';
import { SettingsCard } from '../../components/SettingsCard';
import { RiotCard } from './RiotCard';
import { SteamCard } from './SteamCard';

/** Settings → Integrations: one card per provider, each connecting, showing status and last sync, disconnecting. */
export function IntegrationsSection() {
  const { t } = useTranslation('integrations');
  return (
    <SettingsCard title={t('title')} text={t('text')}>
      <SteamCard />
      <RiotCard />
    </SettingsCard>
  );
}
