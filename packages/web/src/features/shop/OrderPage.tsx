import { refundReasonsFor, shopLimits, type Order, type RefundReason } from '@gamefolk/contract';
import { Alert, Button, Group, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/title';
import { DetailPage, useRouteId } from '../../components/DetailPage';
import { errorText, notifyError } from '../../components/errors';
import { CheckoutFrame } from './CheckoutFrame';
import {
  failureKey,
  useCancelOrderMutation,
  useOrderQuery,
  useRequestRefundMutation,
  useResumeOrderMutation,
  useShopLanguage,
} from './hooks';
import { OrderBadges, OrderFacts } from './OrderFacts';
import classes from './Shop.module.css';

export function OrderPage() {
  const { t } = useTranslation('shop');
  const id = useRouteId();
  const query = useOrderQuery(id);
  usePageTitle(query.data ? `${query.data.number} · ${t('orders.title')}` : t('orders.title'));
  return (
    <DetailPage
      id={id}
      query={query}
      back={{ to: '/orders', label: t('orders.back') }}
      notFound={errorText('orderNotFound')}
    >
      {(order) => <OrderDetails order={order} />}
    </DetailPage>
  );
}

function OrderDetails({ order }: { order: Order }) {
  const { t } = useTranslation('shop');
  const language = useShopLanguage();
  const cancel = useCancelOrderMutation();
  const resume = useResumeOrderMutation();
  const [checkout, setCheckout] = useState<string | null>(null);
  const confirmCancel = () =>
    modals.openConfirmModal({
      title: t('cancel.button'),
      children: (
        <Text size="sm">{order.status === 'pending' ? t('cancel.confirmPending') : t('cancel.confirmPaid')}</Text>
      ),
      labels: { confirm: t('cancel.button'), cancel: t('cancel.keep') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        cancel.mutate(order.id, {
          onSuccess: () => notifications.show({ color: 'green', message: t('cancel.done') }),
          onError: notifyError,
        }),
    });
  return (
    <>
      <Paper className={classes.panel} radius="lg" p="lg">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <Title order={1} size="h2" className={classes.grow}>
              {order.productNames[language]}
            </Title>
            <OrderBadges order={order} />
          </Group>
          {order.status === 'failed' && (
            <Alert color="red">
              <Text fw={600}>{t('result.failed')}</Text>
              <Text size="sm">{t(failureKey(order))}</Text>
            </Alert>
          )}
          <OrderFacts order={order} />
          {order.refundStatus && (
            <Alert color={order.refundStatus === 'refused' ? 'gray' : 'blue'}>
              {order.refundStatus === 'refunded' ? t('refund.refunded') : t(`refund.${order.refundStatus}`)}
              {order.refundNote && order.refundNote !== 'outOfStock' ? ` — ${order.refundNote}` : ''}
              {order.refundStatus === 'refused' && order.refundAnswer && (
                <Text size="sm" mt={4} className={classes.wrap}>
                  {t('refund.answer', { answer: order.refundAnswer })}
                </Text>
              )}
            </Alert>
          )}
          {order.status === 'pending' && !checkout && (
            <Group>
              <Button
                color="green"
                loading={resume.isPending}
                onClick={() =>
                  resume.mutate(order.id, { onSuccess: (form) => setCheckout(form.iframeUrl), onError: notifyError })
                }
              >
                {t('resume.button')}
              </Button>
              <Text size="sm" c="dimmed">
                {t('resume.hint')}
              </Text>
            </Group>
          )}
          {order.canCancel && !checkout && (
            <Stack gap={4} align="flex-start">
              <Button variant="light" color="red" loading={cancel.isPending} onClick={confirmCancel}>
                {t('cancel.button')}
              </Button>
              {order.status === 'paid' && (
                <Text size="sm" c="dimmed">
                  {t('cancel.hintPaid')}
                </Text>
              )}
            </Stack>
          )}
          {checkout && <CheckoutFrame orderId={order.id} iframeUrl={checkout} />}
        </Stack>
      </Paper>
      {order.canRequestRefund && <RefundForm order={order} />}
    </>
  );
}

function RefundForm({ order }: { order: Order }) {
  const { t } = useTranslation('shop');
  const request = useRequestRefundMutation();
  const [reason, setReason] = useState<RefundReason | null>(null);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  return (
    <Paper className={classes.panel} radius="lg" p="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason) {
            setError(errorText('refundReasonRequired'));
            return;
          }
          request.mutate(
            { orderId: order.id, reason, note: note.trim() || undefined },
            { onError: (e) => setError(errorText(e)) },
          );
        }}
      >
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('refund.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {order.type !== 'merch'
              ? t('refund.digitalHint')
              : order.canCancel
                ? t('refund.hintNotShipped')
                : t('refund.hint')}
          </Text>
          <Select
            label={t('refund.reason')}
            data={refundReasonsFor(order.type).map((value) => ({ value, label: t(`refund.reasons.${value}`) }))}
            value={reason}
            onChange={(value) => {
              setReason(value as RefundReason | null);
              setError(null);
            }}
            error={error}
            allowDeselect={false}
          />
          <Textarea
            label={t('refund.note')}
            value={note}
            maxLength={shopLimits.refundNote}
            autosize
            minRows={2}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
          <Group>
            <Button type="submit" loading={request.isPending}>
              {t('refund.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
