import { attentionChannels } from '@gamefolk/contract';
import { Checkbox, Skeleton, Switch, Table } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../components/errors';
import { SettingRow, SettingsCard } from '../../components/SettingsCard';
import { useNotificationSettingsQuery, useSaveNotificationSettingsMutation } from './attention-hooks';
import { groupChange, groupNames, groupState } from './notification-kinds';

/** Which kinds reach me on which channel (a grid that fits a phone), and the daily digest. */
export function NotificationSettingsSection() {
  const { t } = useTranslation('settings');
  const settings = useNotificationSettingsQuery();
  const save = useSaveNotificationSettingsMutation();
  const types = settings.data?.types;
  return (
    <SettingsCard title={t('notificationSettings.title')} text={t('notificationSettings.text')}>
      {types ? (
        <Table data-testid="notification-settings" verticalSpacing={6} horizontalSpacing={4} mb="md">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('notificationSettings.kind')}</Table.Th>
              {attentionChannels.map((channel) => (
                <Table.Th key={channel} ta="center" w={64}>
                  {t(`notificationSettings.${channel}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {groupNames.map((group) => (
              <Table.Tr key={group}>
                <Table.Td>{t(`notificationSettings.kinds.${group}`)}</Table.Td>
                {attentionChannels.map((channel) => {
                  const state = groupState(types, group, channel);
                  return (
                    <Table.Td key={channel} ta="center">
                      <Checkbox
                        display="inline-block"
                        aria-label={t('notificationSettings.toggle', {
                          kind: t(`notificationSettings.kinds.${group}`),
                          channel: t(`notificationSettings.${channel}`),
                        })}
                        {...state}
                        onChange={(event) =>
                          save.mutate(
                            { types: groupChange(types, group, channel, event.currentTarget.checked) },
                            { onError: notifyError },
                          )
                        }
                      />
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Skeleton h={320} mb="md" />
      )}
      <SettingRow
        labelId="settings-digest"
        icon={<IconMail size={22} stroke={1.6} />}
        label={t('notificationSettings.digest')}
        text={t('notificationSettings.digestText')}
        action={
          <Switch
            aria-labelledby="settings-digest"
            disabled={!settings.data}
            checked={settings.data?.digest ?? false}
            onChange={(event) => save.mutate({ digest: event.currentTarget.checked }, { onError: notifyError })}
          />
        }
      />
    </SettingsCard>
  );
}
