import { Button, Center, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../lib/title';
import { errorText } from '../../components/errors';
import { useFormatPrice, useOrdersQuery, useSearchOrderMutation, useShopLanguage } from './hooks';
import { OrderBadges } from './OrderFacts';
import classes from './Shop.module.css';

export function OrdersPage() {
  const { t } = useTranslation('shop');
  usePageTitle(t('orders.title'));
  const orders = useOrdersQuery();
  const language = useShopLanguage();
  const price = useFormatPrice();
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
  return (
    <Stack gap="lg" maw={760} mx="auto" w="100%">
      <Group justify="space-between">
        <Title order={1}>{t('orders.title')}</Title>
        <Button component={Link} to="/shop" variant="subtle">
          {t('result.backToShop')}
        </Button>
      </Group>
      <OrderSearch />
      {orders.isError ? (
        <Text>{errorText(orders.error)}</Text>
      ) : !orders.data ? (
        <Center>
          <Loader />
        </Center>
      ) : orders.data.length === 0 ? (
        <Text c="dimmed">{t('orders.empty')}</Text>
      ) : (
        <Stack gap="sm">
          {orders.data.map((order) => (
            <Paper
              key={order.id}
              component={Link}
              to={`/orders/${order.id}`}
              radius="lg"
              p="md"
              className={classes.card}
            >
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={4} className={classes.grow}>
                  <Text fw={700} lineClamp={1}>
                    {order.productNames[language]}
                    {order.size ? ` · ${order.size}` : ''}
                    {order.quantity > 1 ? ` × ${order.quantity}` : ''}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {order.number} · {date.format(new Date(order.created_at))}
                  </Text>
                  <OrderBadges order={order} />
                </Stack>
                <Text fw={700}>{price(order.total)}</Text>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function OrderSearch() {
  const { t } = useTranslation('shop');
  const navigate = useNavigate();
  const search = useSearchOrderMutation();
  const [number, setNumber] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (number.trim()) search.mutate(number.trim(), { onSuccess: (order) => void navigate(`/orders/${order.id}`) });
      }}
    >
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          className={classes.grow}
          aria-label={t('orders.search')}
          placeholder={t('orders.search')}
          leftSection={<IconSearch size={16} />}
          value={number}
          maxLength={64}
          onChange={(event) => setNumber(event.currentTarget.value)}
          error={search.isError ? errorText(search.error) : undefined}
        />
        <Button type="submit" loading={search.isPending}>
          {t('orders.searchButton')}
        </Button>
      </Group>
    </form>
  );
}
