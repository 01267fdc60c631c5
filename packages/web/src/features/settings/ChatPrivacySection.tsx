import { chatPrivacyValues, type ChatPrivacy } from '@gamefolk/contract';
import { Select } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../components/errors';
import { SettingRow, SettingsCard } from '../../components/SettingsCard';
import { useChatPrivacyQuery, useSaveChatPrivacyMutation } from './chat-privacy';

/** Who may start a new chat with me; chats that exist stay whatever I choose. */
export function ChatPrivacySection() {
  const { t } = useTranslation('settings');
  const privacy = useChatPrivacyQuery();
  const save = useSaveChatPrivacyMutation();
  return (
    <SettingsCard title={t('chatPrivacy.title')}>
      <SettingRow
        labelId="settings-chat-privacy"
        icon={<IconMessageCircle size={22} stroke={1.6} />}
        label={t('chatPrivacy.label')}
        text={t('chatPrivacy.text')}
        action={
          <Select
            aria-labelledby="settings-chat-privacy"
            data-testid="chat-privacy"
            allowDeselect={false}
            disabled={!privacy.data}
            value={privacy.data?.from ?? null}
            onChange={(value) => value && save.mutate(value as ChatPrivacy, { onError: notifyError })}
            data={chatPrivacyValues.map((value) => ({ value, label: t(`chatPrivacy.${value}`) }))}
            comboboxProps={{ withinPortal: true }}
            w={200}
          />
        }
      />
    </SettingsCard>
  );
}
