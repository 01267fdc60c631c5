import type { Product, ProductType } from '@gamefolk/contract';
import { Badge, Button, Center, Group, Loader, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconReceipt, IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsSignedIn } from '../../api/session';
import { usePageTitle } from '../../lib/title';
import { errorText } from '../../components/errors';
import { useUserQuery } from '../../entities/account';
import { useFormatPrice, useProductsQuery, useShopLanguage } from './hooks';
import classes from './Shop.module.css';
import { ShopFrame } from './ShopFrame';

type Filter = ProductType | 'all';

export function ShopPage() {
  const { t } = useTranslation('shop');
  usePageTitle(t('title'));
  const products = useProductsQuery();
  const signedIn = useIsSignedIn();
  const { data: user } = useUserQuery();
  const [filter, setFilter] = useState<Filter>('all');
  const shown = (products.data ?? []).filter((p) => filter === 'all' || p.type === filter);
  return (
    <ShopFrame>
      <Stack gap="lg" maw={1100} mx="auto" w="100%">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} className={classes.grow}>
            <Title order={1}>{t('title')}</Title>
            <Text c="dimmed" size="sm">
              {t('intro')}
            </Text>
          </Stack>
          {signedIn && (
            <Group gap="xs">
              <Button component={Link} to="/orders" variant="light" leftSection={<IconReceipt size={16} />}>
                {t('myOrders')}
              </Button>
              {user?.manager && (
                <Button component={Link} to="/shop/manage" variant="subtle" leftSection={<IconSettings size={16} />}>
                  {t('manage')}
                </Button>
              )}
            </Group>
          )}
        </Group>
        <SegmentedControl
          value={filter}
          onChange={(value) => setFilter(value as Filter)}
          data={(['all', 'merch', 'cosmetics', 'subscription'] as const).map((value) => ({
            value,
            label: t(`types.${value}`),
          }))}
          fullWidth
          styles={{ label: { whiteSpace: 'normal' } }}
        />
        {products.isError ? (
          <Text>{errorText(products.error)}</Text>
        ) : !products.data ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : shown.length === 0 ? (
          <Text c="dimmed">{t('empty')}</Text>
        ) : (
          <div className={classes.grid}>
            {shown.map((product) => (
              <ProductCard key={product.id} product={product} />
            ))}
          </div>
        )}
      </Stack>
    </ShopFrame>
  );
}

function ProductCard({ product }: { product: Product }) {
  const { t } = useTranslation('shop');
  const language = useShopLanguage();
  const price = useFormatPrice();
  const soldOut = product.type === 'merch' && Object.values(product.stock ?? {}).every((n) => n <= 0);
  return (
    <Paper component={Link} to={`/shop/${product.id}`} radius="lg" className={classes.card}>
      <img className={classes.picture} src={product.imageUrl || '/favicon.svg'} alt="" loading="lazy" />
      <Stack gap={6} p="md">
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fw={700} className={classes.grow} lineClamp={2}>
            {product.names[language]}
          </Text>
          <Text fw={700} c="green">
            {price(product.price)}
          </Text>
        </Group>
        <Group gap={6}>
          <Badge variant="light" size="sm">
            {product.cosmeticKind ? t(`cosmeticKinds.${product.cosmeticKind}`) : t(`types.${product.type}`)}
          </Badge>
          {product.months && (
            <Badge variant="outline" size="sm">
              {t('months', { count: product.months })}
            </Badge>
          )}
          {soldOut && (
            <Badge color="gray" size="sm">
              {t('product.soldOut')}
            </Badge>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
