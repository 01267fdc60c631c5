import {
  cosmeticKinds,
  merchSizes,
  productTypes,
  shipmentStatuses,
  subscriptionPlans,
  type Order,
  type Product,
  type ShipmentStatus,
} from '@gamefolk/contract';
import {
  Badge,
  Button,
  Center,
  Checkbox,
  Group,
  Loader,
  Modal,
  NumberInput,
  Pagination,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Tabs,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/title';
import { errorText, notifyError } from '../../components/errors';
import { useUserQuery } from '../../entities/account';
import {
  useAllOrdersQuery,
  useAnswerRefundMutation,
  useFormatPrice,
  useSaveProductMutation,
  useShopLanguage,
  useShopProductsQuery,
  useUpdateShipmentMutation,
} from './hooks';
import { OrderBadges, OrderFacts } from './OrderFacts';
import classes from './Shop.module.css';

/** Managers: every order (shipment, refunds) and the catalogue. */
export function ManageShopPage() {
  const { t } = useTranslation('shop');
  usePageTitle(t('admin.title'));
  const { data: user, isPending } = useUserQuery();
  if (isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <Title order={1}>{t('admin.title')}</Title>
      {!user?.manager ? (
        <Text c="dimmed">{t('admin.noAccess')}</Text>
      ) : (
        <Tabs defaultValue="orders" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="orders">{t('admin.orders')}</Tabs.Tab>
            <Tabs.Tab value="refunds">{t('admin.refunds')}</Tabs.Tab>
            <Tabs.Tab value="products">{t('admin.products')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="orders" pt="md">
            <OrderList refunds={false} />
          </Tabs.Panel>
          <Tabs.Panel value="refunds" pt="md">
            <OrderList refunds />
          </Tabs.Panel>
          <Tabs.Panel value="products" pt="md">
            <ProductList />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}

function OrderList({ refunds }: { refunds: boolean }) {
  const { t } = useTranslation('shop');
  const [page, setPage] = useState(0);
  const orders = useAllOrdersQuery(page, refunds, true);
  if (orders.isError) return <Text>{errorText(orders.error)}</Text>;
  if (!orders.data)
    return (
      <Center>
        <Loader />
      </Center>
    );
  const pages = Math.ceil(orders.data.total_rows / 20);
  return (
    <Stack gap="sm">
      {orders.data.rows.length === 0 && <Text c="dimmed">{t('admin.noOrders')}</Text>}
      {orders.data.rows.map((order) => (
        <ManagedOrder key={order.id} order={order} />
      ))}
      {pages > 1 && <Pagination value={page + 1} onChange={(p) => setPage(p - 1)} total={pages} />}
    </Stack>
  );
}

export function ManagedOrder({ order }: { order: Order }) {
  const { t } = useTranslation('shop');
  const shipment = useUpdateShipmentMutation();
  const answer = useAnswerRefundMutation();
  const [status, setStatus] = useState<ShipmentStatus>(order.shipmentStatus);
  const [tracking, setTracking] = useState(order.trackingCode ?? '');
  const saved = () => notifications.show({ color: 'green', message: t('admin.saved') });
  const price = useFormatPrice();
  // Money leaves at once and cannot be called back: say how much, and to whom, first (as deleting a lobby asks).
  const confirmApprove = () =>
    modals.openConfirmModal({
      title: t('admin.approveTitle'),
      children: (
        <Text size="sm">
          {t('admin.approveConfirm', {
            amount: price(order.refundAmount ?? order.total),
            buyer: order.buyer?.username ?? '',
            number: order.number,
          })}
          {order.type === 'subscription' ? ` ${t('admin.approveProRata')}` : ''}
        </Text>
      ),
      labels: {
        confirm: t('admin.approveButton', { amount: price(order.refundAmount ?? order.total) }),
        cancel: t('admin.approveKeep'),
      },
      confirmProps: { color: 'green' },
      onConfirm: () => answer.mutate({ orderId: order.id, approve: true }, { onSuccess: saved, onError: notifyError }),
    });
  // A refusal ends the request for good and is told to the buyer: asked first, with the answer they will read.
  const confirmRefuse = () => {
    let said = '';
    modals.openConfirmModal({
      title: t('admin.refuseTitle'),
      children: (
        <Stack gap="sm">
          <Text size="sm">
            {t('admin.refuseConfirm', { buyer: order.buyer?.username ?? '', number: order.number })}
          </Text>
          <Textarea
            label={t('admin.refuseAnswer')}
            maxLength={500}
            autosize
            minRows={2}
            data-autofocus
            onChange={(event) => (said = event.currentTarget.value)}
          />
        </Stack>
      ),
      labels: { confirm: t('admin.refuseButton'), cancel: t('admin.refuseKeep') },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        answer.mutate(
          { orderId: order.id, approve: false, answer: said.trim() || undefined },
          {
            onSuccess: () => notifications.show({ color: 'green', message: t('admin.refused') }),
            onError: notifyError,
          },
        ),
    });
  };
  return (
    <Paper className={classes.panel} radius="lg" p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={700}>
            {t('admin.buyer')}: {order.buyer?.username}
            {order.buyer?.email ? ` · ${order.buyer.email}` : ''}
          </Text>
          <OrderBadges order={order} />
        </Group>
        <OrderFacts order={order} />
        {order.refundNote && order.refundStatus && (
          <Text size="sm" className={classes.wrap}>
            {t('admin.buyerNote')}: {order.refundNote}
          </Text>
        )}
        {order.type === 'merch' && order.status === 'paid' && (
          <Group align="flex-end" gap="xs">
            <Select
              label={t('orders.shipment')}
              data={shipmentStatuses.map((value) => ({ value, label: t(`shipment.${value}`) }))}
              value={status}
              onChange={(value) => value && setStatus(value as ShipmentStatus)}
              allowDeselect={false}
              w={180}
            />
            <TextInput
              label={t('orders.tracking')}
              value={tracking}
              maxLength={60}
              onChange={(event) => setTracking(event.currentTarget.value)}
              w={200}
            />
            <Button
              loading={shipment.isPending}
              onClick={() =>
                shipment.mutate(
                  { orderId: order.id, status, trackingCode: tracking.trim() || undefined },
                  { onSuccess: saved, onError: notifyError },
                )
              }
            >
              {t('admin.setShipment')}
            </Button>
          </Group>
        )}
        {order.refundStatus === 'requested' && order.refundAmount !== null && (
          <Text size="sm" fw={600}>
            {t('admin.refundOnApproval', { amount: price(order.refundAmount), total: price(order.total) })}
            {order.type === 'subscription' ? ` ${t('admin.proRata')}` : ''}
          </Text>
        )}
        {order.refundStatus === 'requested' && (
          <Group gap="xs">
            <Button color="green" loading={answer.isPending} onClick={confirmApprove}>
              {t('admin.approve')}
            </Button>
            <Button variant="light" color="red" loading={answer.isPending} onClick={confirmRefuse}>
              {t('admin.refuse')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

function ProductList() {
  const { t } = useTranslation('shop');
  const products = useShopProductsQuery(true);
  const language = useShopLanguage();
  const price = useFormatPrice();
  const [editing, setEditing] = useState<Product | 'new' | null>(null);
  if (products.isError) return <Text>{errorText(products.error)}</Text>;
  if (!products.data)
    return (
      <Center>
        <Loader />
      </Center>
    );
  return (
    <Stack gap="sm">
      <Group>
        <Button onClick={() => setEditing('new')}>{t('admin.newProduct')}</Button>
      </Group>
      {products.data.map((product) => (
        <Paper key={product.id} className={classes.panel} radius="lg" p="sm">
          <Group justify="space-between" wrap="nowrap">
            <Stack gap={2} className={classes.grow}>
              <Text fw={700} lineClamp={1}>
                {product.names[language]} · {price(product.price)}
              </Text>
              <Group gap={6}>
                <Badge variant="light" size="sm">
                  {t(`types.${product.type}`)}
                </Badge>
                {product.hidden && (
                  <Badge color="gray" size="sm">
                    {t('admin.hidden')}
                  </Badge>
                )}
                {product.sizes && (
                  <Text size="xs" c="dimmed">
                    {product.sizes.map((s) => `${s}: ${product.stock?.[s] ?? 0}`).join(' · ')}
                  </Text>
                )}
              </Group>
            </Stack>
            <Button variant="light" size="xs" onClick={() => setEditing(product)}>
              {t('admin.edit')}
            </Button>
          </Group>
        </Paper>
      ))}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('admin.newProduct') : t('admin.edit')}
        size="lg"
      >
        {editing && <ProductForm product={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}

const languagesShown = ['en', 'tr', 'es'] as const;

function ProductForm({ product, onDone }: { product: Product | null; onDone: () => void }) {
  const { t } = useTranslation('shop');
  const save = useSaveProductMutation();
  const [values, setValues] = useState({
    type: product?.type ?? 'merch',
    name: product?.names ?? { en: '', tr: '', es: '' },
    description: product?.descriptions ?? { en: '', tr: '', es: '' },
    price: product?.price ?? 1000,
    imageUrl: product?.imageUrl ?? '',
    hidden: product?.hidden ?? false,
    cosmeticKind: product?.cosmeticKind ?? 'badge',
    cosmeticStyle: product?.cosmeticStyle ?? '',
    plan: product?.plan ?? 'premium',
    months: product?.months ?? 1,
    stock: Object.fromEntries(merchSizes.map((s) => [s, product?.stock?.[s] ?? 0])) as Record<string, number>,
    sizes: product?.sizes ?? ['S', 'M', 'L', 'XL'],
  });
  const set = (changes: Partial<typeof values>) => setValues((v) => ({ ...v, ...changes }));
  const submit = () =>
    save.mutate(
      {
        id: product?.id,
        type: values.type,
        name: values.name,
        description: values.description,
        price: values.price,
        imageUrl: values.imageUrl || undefined,
        hidden: values.hidden,
        cosmeticKind: values.type === 'cosmetics' ? values.cosmeticKind : undefined,
        cosmeticStyle: values.type === 'cosmetics' ? values.cosmeticStyle || undefined : undefined,
        plan: values.type === 'subscription' ? values.plan : undefined,
        months: values.type === 'subscription' ? (values.months === 12 ? 12 : 1) : undefined,
        sizes:
          values.type === 'merch'
            ? merchSizes
                .filter((s) => values.sizes.includes(s))
                .map((size) => ({ size, stock: values.stock[size] ?? 0 }))
            : undefined,
      },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t('admin.saved') });
          onDone();
        },
      },
    );
  return (
    <Stack gap="sm">
      <Select
        label={t('admin.type')}
        data={productTypes.map((value) => ({ value, label: t(`types.${value}`) }))}
        value={values.type}
        disabled={!!product}
        onChange={(value) => value && set({ type: value as Product['type'] })}
        allowDeselect={false}
      />
      {languagesShown.map((lang) => (
        <SimpleGrid key={lang} cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('admin.name', { language: lang.toUpperCase() })}
            value={values.name[lang]}
            maxLength={80}
            onChange={(e) => set({ name: { ...values.name, [lang]: e.currentTarget.value } })}
          />
          <Textarea
            label={t('admin.description', { language: lang.toUpperCase() })}
            value={values.description[lang]}
            maxLength={1000}
            autosize
            onChange={(e) => set({ description: { ...values.description, [lang]: e.currentTarget.value } })}
          />
        </SimpleGrid>
      ))}
      <Group grow>
        <NumberInput
          label={t('admin.price')}
          value={values.price}
          min={1}
          allowDecimal={false}
          onChange={(v) => set({ price: Number(v) || 0 })}
        />
        <TextInput
          label={t('admin.image')}
          value={values.imageUrl}
          maxLength={500}
          onChange={(e) => set({ imageUrl: e.currentTarget.value })}
        />
      </Group>
      {values.type === 'cosmetics' && (
        <Group grow>
          <Select
            label={t('admin.kind')}
            data={cosmeticKinds.map((value) => ({ value, label: t(`cosmeticKinds.${value}`) }))}
            value={values.cosmeticKind}
            onChange={(v) => v && set({ cosmeticKind: v as typeof values.cosmeticKind })}
            allowDeselect={false}
          />
          <TextInput
            label={t('admin.style')}
            value={values.cosmeticStyle}
            maxLength={30}
            onChange={(e) => set({ cosmeticStyle: e.currentTarget.value })}
          />
        </Group>
      )}
      {values.type === 'subscription' && (
        <Group grow>
          <Select
            label={t('admin.plan')}
            data={subscriptionPlans.map((value) => ({ value, label: t(`plans.${value}`) }))}
            value={values.plan}
            onChange={(v) => v && set({ plan: v as typeof values.plan })}
            allowDeselect={false}
          />
          <Select
            label={t('admin.months')}
            data={['1', '12']}
            value={String(values.months)}
            onChange={(v) => v && set({ months: Number(v) })}
            allowDeselect={false}
          />
        </Group>
      )}
      {values.type === 'merch' && (
        <SimpleGrid cols={{ base: 2, sm: 3 }}>
          {merchSizes.map((size) => (
            <Group key={size} gap="xs" wrap="nowrap" align="flex-end">
              <Checkbox
                label={size}
                checked={values.sizes.includes(size)}
                onChange={(e) =>
                  set({
                    sizes: e.currentTarget.checked ? [...values.sizes, size] : values.sizes.filter((s) => s !== size),
                  })
                }
              />
              <NumberInput
                aria-label={`${t('admin.stock')} ${size}`}
                value={values.stock[size]}
                min={0}
                allowDecimal={false}
                allowNegative={false}
                disabled={!values.sizes.includes(size)}
                onChange={(v) => set({ stock: { ...values.stock, [size]: Number(v) || 0 } })}
                w={90}
              />
            </Group>
          ))}
        </SimpleGrid>
      )}
      <Checkbox
        label={t('admin.hide')}
        checked={values.hidden}
        onChange={(e) => set({ hidden: e.currentTarget.checked })}
      />
      {save.isError && (
        <Text c="red" size="sm">
          {errorText(save.error)}
        </Text>
      )}
      <Group justify="flex-end">
        <Button onClick={submit} loading={save.isPending}>
          {t('admin.save')}
        </Button>
      </Group>
    </Stack>
  );
}
