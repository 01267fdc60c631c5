import type { Order } from '@gamefolk/contract';
import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClock } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useIsSignedIn } from '../../api/session';
import { usePageTitle } from '../../lib/title';
import { errorText } from '../../components/errors';
import { failureKey, useOrderQuery } from './hooks';
import classes from './Shop.module.css';
import { ShopFrame } from './ShopFrame';

/**
 * `/paytr/ok` and `/paytr/fail`: where PayTR sends the buyer. They only show the order as the server has it
 * (waiting for PayTR's callback while it is pending); they never mark anything paid. Opened inside PayTR's
 * frame, the page steps out to the whole window first.
 */
export function PaymentResultPage({ outcome }: { outcome: 'ok' | 'fail' }) {
  const { t } = useTranslation('shop');
  usePageTitle(outcome === 'ok' ? t('result.okTitle') : t('result.failTitle'));
  const [params] = useSearchParams();
  const raw = Number(params.get('order'));
  const orderId = Number.isInteger(raw) && raw > 0 && raw <= 2_147_483_647 ? raw : 0;
  const signedIn = useIsSignedIn();
  const order = useOrderQuery(orderId, signedIn);

  useEffect(() => {
    if (window.top && window.top !== window.self) {
      try {
        window.top.location.href = window.location.href;
      } catch {
        // A frame that may not move the window stays as it is: the page still shows the order.
      }
    }
  }, []);

  let body;
  if (!signedIn) body = <Text>{t('result.signIn')}</Text>;
  else if (!orderId) body = <Text>{t('result.noOrder')}</Text>;
  else if (order.isError) body = <Text>{errorText(order.error)}</Text>;
  else if (!order.data)
    body = (
      <Center>
        <Loader />
      </Center>
    );
  else body = <OrderOutcome order={order.data} />;

  return (
    <ShopFrame>
      <Stack maw={560} mx="auto" w="100%">
        <Paper className={classes.panel} radius="lg" p="lg">
          {body}
        </Paper>
      </Stack>
    </ShopFrame>
  );
}

function OrderOutcome({ order }: { order: Order }) {
  const { t } = useTranslation('shop');
  const actions = (
    <Group gap="xs">
      <Button component={Link} to={`/orders/${order.id}`} variant="light">
        {t('result.seeOrder')}
      </Button>
      {order.status === 'failed' || order.status === 'cancelled' ? (
        <Button component={Link} to={`/shop/${order.productId}`} color="green">
          {t('result.tryAgain')}
        </Button>
      ) : (
        <Button component={Link} to="/shop" variant="subtle">
          {t('result.backToShop')}
        </Button>
      )}
    </Group>
  );
  if (order.status === 'pending')
    return (
      <Stack gap="md" align="center" ta="center" data-testid="payment-result" data-status="pending">
        <IconClock size={48} />
        <Text>{t('result.pending')}</Text>
        <Loader size="sm" />
      </Stack>
    );
  if (order.status === 'paid' || order.status === 'refunded')
    return (
      <Stack gap="md" align="center" ta="center" data-testid="payment-result" data-status={order.status}>
        <IconCircleCheck size={48} color="var(--mantine-color-green-6)" />
        <Title order={1} size="h2">
          {t('result.okTitle')}
        </Title>
        <Text>{order.status === 'paid' ? t('result.paid', { number: order.number }) : t('result.refunded')}</Text>
        <Text fw={600}>
          {order.productName}
          {order.size ? ` · ${order.size}` : ''}
        </Text>
        {actions}
      </Stack>
    );
  return (
    <Stack gap="md" align="center" ta="center" data-testid="payment-result" data-status={order.status}>
      <IconCircleX size={48} color="var(--mantine-color-red-6)" />
      <Title order={1} size="h2">
        {t('result.failTitle')}
      </Title>
      {order.status === 'failed' ? (
        <Alert color="red" w="100%">
          <Stack gap={4}>
            <Text fw={600}>{t('result.failed')}</Text>
            <Text size="sm">{t('result.reason', { reason: t(failureKey(order)) })}</Text>
          </Stack>
        </Alert>
      ) : (
        <Text>{t('result.cancelled')}</Text>
      )}
      {actions}
    </Stack>
  );
}

export const PaymentOkPage = () => <PaymentResultPage outcome="ok" />;
export const PaymentFailPage = () => <PaymentResultPage outcome="fail" />;
