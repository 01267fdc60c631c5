import { Menu } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ReportMenu } from '../graph';

/**
 * Someone else's message's menu: report it (the server checks the reporter is in the conversation), and for a lobby's
 * owner in the lobby's chat, remove it for everyone (`onRemove`).
 */
export function MessageMenu({ messageId, onRemove }: { messageId: number; onRemove?: () => void }) {
  const { t } = useTranslation('social');
  const { t: tc } = useTranslation('chat');
  return (
    <ReportMenu
      compact
      reportType="message"
      relatedId={messageId}
      label={t('report.messageMenu')}
      extraItems={
        onRemove && (
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onRemove}>
            {tc('message.remove')}
          </Menu.Item>
        )
      }
    />
  );
}
