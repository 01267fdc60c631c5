import type { RequestAnswer } from '@gamefolk/contract';
import { Button, Group, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconUserCheck, IconUserMinus, IconUserPlus, IconUserX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../components/errors';
import {
  useAnswerRequestMutation,
  useCancelRequestMutation,
  useConnectMutation,
  useConnectionStateQuery,
  useRemoveConnectionMutation,
} from '../hooks';
import { ConfirmModal } from './ConfirmModal';

const done = (message: string) => () => notifications.show({ color: 'teal', message });

/** Connect, cancel, accept or decline, or remove: what the connection's state allows. */
export function ConnectButtons({ userId, name }: { userId: number; name: string }) {
  const { t } = useTranslation('social');
  const { data: state } = useConnectionStateQuery(userId);
  const connect = useConnectMutation();
  const cancel = useCancelRequestMutation();
  const answer = useAnswerRequestMutation();
  const remove = useRemoveConnectionMutation();
  const [confirming, setConfirming] = useState(false);

  if (!state) return null;
  switch (state.kind) {
    case 'none':
      return (
        <Button
          variant="default"
          leftSection={<IconUserPlus size={16} />}
          loading={connect.isPending}
          onClick={() => connect.mutate(userId, { onSuccess: done(t('toast.requestSent')), onError: notifyError })}
        >
          {t('actions.connect')}
        </Button>
      );
    case 'sent':
      return (
        <Button
          variant="default"
          leftSection={<IconUserX size={16} />}
          loading={cancel.isPending}
          onClick={() =>
            cancel.mutate(state.requestId, { onSuccess: done(t('toast.requestCancelled')), onError: notifyError })
          }
        >
          {t('actions.cancelRequest')}
        </Button>
      );
    case 'received': {
      // Spec sections 7 and 8: 202 means done; anything else is unknownError.
      const reply = (move: RequestAnswer) =>
        answer.mutate(
          { request_id: state.requestId, answer: move },
          {
            onSuccess: done(t(move === 'approve' ? 'toast.connectionApproved' : 'toast.requestRejected')),
            onError: () => notifyError('unknownError'),
          },
        );
      return (
        <Group gap="xs" wrap="nowrap" title={t('actions.wantsToConnect', { name })}>
          <Button
            leftSection={<IconUserCheck size={16} />}
            loading={answer.isPending && answer.variables?.answer === 'approve'}
            disabled={answer.isPending}
            onClick={() => reply('approve')}
          >
            {t('actions.accept')}
          </Button>
          <Button
            variant="default"
            loading={answer.isPending && answer.variables?.answer === 'reject'}
            disabled={answer.isPending}
            onClick={() => reply('reject')}
          >
            {t('actions.reject')}
          </Button>
        </Group>
      );
    }
    case 'connected':
      return (
        <>
          <Menu position="bottom-start" shadow="lg">
            <Menu.Target>
              <Button
                variant="light"
                leftSection={<IconUserCheck size={16} />}
                rightSection={<IconChevronDown size={14} />}
              >
                {t('actions.connected')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item color="red" leftSection={<IconUserMinus size={16} />} onClick={() => setConfirming(true)}>
                {t('actions.removeConnection')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <ConfirmModal
            opened={confirming}
            title={t('confirm.removeTitle')}
            text={t('confirm.removeText', { name })}
            confirmLabel={t('confirm.remove')}
            loading={remove.isPending}
            onClose={() => setConfirming(false)}
            onConfirm={() =>
              remove.mutate(userId, {
                onSuccess: () => {
                  setConfirming(false);
                  done(t('toast.connectionRemoved'))();
                },
                onError: notifyError,
              })
            }
          />
        </>
      );
  }
}
