import type { Order } from '@gamefolk/contract';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { failureKey, useFormatPrice, useShopLanguage } from './hooks';
import classes from './Shop.module.css';

export const statusColor: Record<Order['status'], string> = {
  pending: 'yellow',
  paid: 'green',
  failed: 'red',
  cancelled: 'gray',
  refunded: 'blue',
};

export function OrderBadges({ order }: { order: Order }) {
  const { t } = useTranslation('shop');
  return (
    <Group gap={6}>
      <Badge color={statusColor[order.status]} variant="light">
        {t(`status.${order.status}`)}
      </Badge>
      {order.type === 'merch' && order.status === 'paid' && (
        <Badge variant="outline">{t(`shipment.${order.shipmentStatus}`)}</Badge>
      )}
      {order.refundStatus && order.refundStatus !== 'refunded' && (
        <Badge variant="outline" color="orange">
          {t(`refundBadge.${order.refundStatus}`)}
        </Badge>
      )}
    </Group>
  );
}

const shipTo = (shipping: NonNullable<Order['shipping']>) =>
  [shipping.name, shipping.address, shipping.phone].filter(Boolean).join('\n');

/** Every field of an order the spec names, label above value. */
export function OrderFacts({ order }: { order: Order }) {
  const { t } = useTranslation('shop');
  const language = useShopLanguage();
  const price = useFormatPrice();
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const facts: [string, string | null][] = [
    [t('orders.number'), order.number],
    [t('orders.date'), date.format(new Date(order.created_at))],
    [t('orders.product'), order.productNames[language]],
    [t('orders.type'), t(`types.${order.type}`)],
    [t('orders.quantity'), String(order.quantity)],
    [t('orders.size'), order.size],
    [t('orders.total'), price(order.total)],
    [t('orders.method'), t(`method.${order.paymentMethod}`)],
    // Money that came back is not "paid" any more.
    [t('orders.payment'), t(`paymentStatus.${order.status === 'refunded' ? 'refunded' : order.paymentStatus}`)],
    [t('orders.shipment'), order.type === 'merch' ? t(`shipment.${order.shipmentStatus}`) : null],
    [t('orders.tracking'), order.trackingCode],
    [t('orders.shipTo'), order.type === 'merch' && order.shipping ? shipTo(order.shipping) : null],
    // Only a payment that failed has a reason; a cancelled order was simply not paid.
    [t('orders.failedReason'), order.status === 'failed' ? t(failureKey(order)) : null],
    [t('orders.refundReason'), order.refundReason ? t(`refund.reasons.${order.refundReason}`) : null],
    [
      t('orders.refundAmount'),
      order.refundStatus && order.refundStatus !== 'refused' && order.refundAmount !== null
        ? price(order.refundAmount)
        : null,
    ],
  ];
  return (
    <div className={classes.facts}>
      {facts
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <Stack key={label} gap={0}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text size="sm" fw={600} className={classes.wrap}>
              {value}
            </Text>
          </Stack>
        ))}
    </div>
  );
}
