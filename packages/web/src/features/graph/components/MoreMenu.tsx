import { ActionIcon, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconBan, IconDots, IconFlag } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifyError } from '../../../components/errors';
import { useBlockMutation } from '../hooks';
import { ConfirmModal } from './ConfirmModal';
import { ReportModal } from './ReportModal';

/** Block (confirmed) and report, kept behind a menu so they are not pressed by accident. */
/** `children`: more items a screen above adds at the top (the profile's Mute). */
export function MoreMenu({ userId, name, children }: { userId: number; name: string; children?: ReactNode }) {
  const { t } = useTranslation('social');
  const navigate = useNavigate();
  const block = useBlockMutation();
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null);
  const close = () => setDialog(null);

  const confirmBlock = () =>
    block.mutate(userId, {
      onSuccess: () => {
        close();
        notifications.show({ color: 'teal', message: t('toast.blocked', { name }) });
        // The profile is hidden from now on, both ways.
        void navigate('/feed');
      },
      onError: notifyError,
    });

  return (
    <>
      <Menu position="bottom-end" shadow="lg">
        <Menu.Target>
          <ActionIcon variant="default" size={36} aria-label={t('actions.more')}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {children}
          <Menu.Item leftSection={<IconFlag size={16} />} onClick={() => setDialog('report')}>
            {t('actions.report')}
          </Menu.Item>
          <Menu.Item color="red" leftSection={<IconBan size={16} />} onClick={() => setDialog('block')}>
            {t('actions.block')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ConfirmModal
        opened={dialog === 'block'}
        title={t('confirm.blockTitle', { name })}
        text={t('confirm.blockText')}
        confirmLabel={t('confirm.block')}
        loading={block.isPending}
        onClose={close}
        onConfirm={confirmBlock}
      />
      <ReportModal opened={dialog === 'report'} onClose={close} reportType="user" relatedId={userId} name={name} />
    </>
  );
}
