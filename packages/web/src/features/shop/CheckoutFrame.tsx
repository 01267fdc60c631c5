import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifyError } from '../../components/errors';
import { useCancelOrderMutation, useOrderQuery } from './hooks';
import classes from './Shop.module.css';

/**
 * PayTR's card form in an iframe. The order is asked for every two seconds: once PayTR's callback has moved it,
 * the buyer goes to the result page (PayTR itself also sends the frame there).
 */
export function CheckoutFrame({ orderId, iframeUrl }: { orderId: number; iframeUrl: string }) {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const order = useOrderQuery(orderId);
  const cancel = useCancelOrderMutation();
  const status = order.data?.status;
  const top = useRef<HTMLDivElement>(null);
  // The card form is below the product on a phone: bring it into view once it is there.
  useEffect(() => {
    // A block body: newer browsers return a promise from scrollIntoView, which React would take for a cleanup.
    top.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, []);
  useEffect(() => {
    if (!status || status === 'pending') return;
    void navigate(`/paytr/${status === 'paid' ? 'ok' : 'fail'}?order=${orderId}`, { replace: true });
  }, [status, orderId, navigate]);
  return (
    <Stack gap="sm" mt="lg" ref={top}>
      <Title order={2} size="h3">
        {t('checkout.title')}
      </Title>
      <Group gap={6} wrap="nowrap">
        <IconLock size={16} style={{ flexShrink: 0 }} aria-hidden />
        <Text size="sm" c="dimmed">
          {t('checkout.secure')}
        </Text>
      </Group>
      <iframe className={classes.frame} src={iframeUrl} title={t('checkout.frameTitle')} />
      <Group justify="space-between">
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {t('checkout.waiting')}
          </Text>
        </Group>
        <Button
          variant="subtle"
          color="red"
          loading={cancel.isPending}
          onClick={() => cancel.mutate(orderId, { onError: notifyError })}
        >
          {t('checkout.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
