import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportModal } from '../graph/components/ReportModal';

/** Someone else's message's menu: report it (the server checks the reporter is in the conversation). */
export function MessageMenu({ messageId }: { messageId: number }) {
  const { t } = useTranslation('social');
  const [reporting, setReporting] = useState(false);
  return (
    <>
      <Menu position="bottom-start" shadow="lg" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size={22} radius="xl" aria-label={t('report.messageMenu')}>
            <IconDots size={14} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconFlag size={16} />} onClick={() => setReporting(true)}>
            {t('actions.report')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {/* Mounted only while open: a long conversation does not hold one dialog per message. */}
      {reporting && (
        <ReportModal opened onClose={() => setReporting(false)} reportType="message" relatedId={messageId} />
      )}
    </>
  );
}
