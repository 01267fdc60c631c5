import { postKindOf } from '@gamefolk/contract';
import { ActionIcon, Button, Group, Menu, Modal, Text } from '@mantine/core';
import { IconDots, IconFlag, IconLink, IconPencil, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../../components/errors';
import { ReportModal } from '../../graph';
import { useManagedOrganizationsQuery } from '../../../entities/organization';
import { useDeleteMutation } from '../mutations';
import type { PostMenuProps } from './PostMenu';
import { copyShareLink } from './share';
import { useViewer } from './use-viewer';

/**
 * Copy link for everyone; edit and delete for the author and, on an organization's post, for its founder
 * and admins; report for other signed-in users. Loaded with the first tap on the card's menu button (PostMenu.tsx),
 * and opened at once then, with the focus on its own button so that closing returns it there.
 */
export function PostActionsMenu({ item, onEdit }: PostMenuProps) {
  const { t } = useTranslation(['feed', 'common']);
  const target = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    target.current?.focus();
    setOpened(true);
  }, []);
  const { signedIn, userId } = useViewer();
  const remove = useDeleteMutation();
  const [dialog, setDialog] = useState<'delete' | 'report' | null>(null);
  const managed = useManagedOrganizationsQuery(signedIn && item.organization !== null);
  const managesIt = item.organization !== null && (managed.data ?? []).some((o) => o.id === item.organization?.id);
  const mine = (userId !== null && userId === item.userId) || managesIt;
  const comment = postKindOf(item) === 'comment';
  const close = () => setDialog(null);

  return (
    <>
      <Menu opened={opened} onChange={setOpened} position="bottom-end" withinPortal shadow="md" width={200}>
        <Menu.Target>
          <ActionIcon ref={target} variant="subtle" color="gray" aria-label={t('menu.open')}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconLink size={16} />} onClick={() => void copyShareLink(item)}>
            {t('share.copy')}
          </Menu.Item>
          {mine && !item.is_deleted && (
            <>
              {onEdit && (
                <Menu.Item leftSection={<IconPencil size={16} />} onClick={onEdit}>
                  {t('menu.edit')}
                </Menu.Item>
              )}
              <Menu.Item leftSection={<IconTrash size={16} />} color="red" onClick={() => setDialog('delete')}>
                {t('menu.delete')}
              </Menu.Item>
            </>
          )}
          {signedIn && !mine && !item.is_deleted && (
            <Menu.Item leftSection={<IconFlag size={16} />} color="red" onClick={() => setDialog('report')}>
              {t('menu.report')}
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={dialog === 'delete'}
        onClose={close}
        title={comment ? t('delete.titleComment') : t('delete.titlePost')}
        centered
        radius="lg"
      >
        <Text c="dimmed" mb="lg">
          {t('delete.text')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() =>
              remove.mutate(item, { onSuccess: close, onError: (error) => notifyFailure(error, 'postDelete') })
            }
          >
            {t('menu.delete')}
          </Button>
        </Group>
      </Modal>
      <ReportModal
        opened={dialog === 'report'}
        reportType={comment ? 'comment' : 'post'}
        relatedId={item.id}
        onClose={close}
      />
    </>
  );
}
