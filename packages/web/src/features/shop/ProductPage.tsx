import { shopLimits, type Product } from '@gamefolk/contract';
import {
  Alert,
  Badge,
  Button,
  Chip,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useIsSignedIn } from '../../api/session';
import { usePageTitle } from '../../lib/title';
import { DetailPage, useRouteId } from '../../components/DetailPage';
import { errorText } from '../../components/errors';
import { useUserQuery } from '../../entities/account';
import { CheckoutFrame } from './CheckoutFrame';
import { useCreateOrderMutation, useFormatPrice, useProductQuery, useShopLanguage } from './hooks';
import classes from './Shop.module.css';
import { ShopFrame } from './ShopFrame';

export function ProductPage() {
  const { t } = useTranslation('shop');
  const id = useRouteId();
  const query = useProductQuery(id);
  const language = useShopLanguage();
  usePageTitle(query.data ? `${query.data.names[language]} · ${t('title')}` : t('title'));
  return (
    <ShopFrame>
      <DetailPage
        id={id}
        query={query}
        back={{ to: '/shop', label: t('product.back') }}
        notFound={t('product.notFound')}
      >
        {(product) => <ProductDetails product={product} />}
      </DetailPage>
    </ShopFrame>
  );
}

export interface Checkout {
  id: number;
  iframeUrl: string;
}

/** A checkout already started elsewhere (the plans page's buy buttons) arrives in the navigation's state. */
export interface ProductPageState {
  checkout?: Checkout & { productId: number };
}

function ProductDetails({ product }: { product: Product }) {
  const { t } = useTranslation('shop');
  const language = useShopLanguage();
  const price = useFormatPrice();
  const started = (useLocation().state as ProductPageState | null)?.checkout;
  const [checkout, setCheckout] = useState<Checkout | null>(started?.productId === product.id ? started : null);
  return (
    <Paper className={classes.panel} radius="lg" p="lg">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <img className={classes.picture} src={product.imageUrl || '/favicon.svg'} alt={product.names[language]} />
        <Stack gap="sm">
          <Title order={1} size="h2">
            {product.names[language]}
          </Title>
          <Group gap={6}>
            <Badge variant="light">
              {product.cosmeticKind ? t(`cosmeticKinds.${product.cosmeticKind}`) : t(`types.${product.type}`)}
            </Badge>
            {product.plan && <Badge variant="outline">{t(`plans.${product.plan}`)}</Badge>}
            {product.months && <Badge variant="outline">{t('months', { count: product.months })}</Badge>}
          </Group>
          <Text size="xl" fw={800} c="green" data-testid="price">
            {price(product.price)}
          </Text>
          <Text className={classes.wrap}>{product.descriptions[language]}</Text>
          {product.type === 'cosmetics' && (
            <Text size="sm" c="dimmed">
              {t('product.cosmeticNote')}
            </Text>
          )}
          {product.type === 'subscription' && (
            <Text size="sm" c="dimmed">
              {t('product.subscriptionNote')}
            </Text>
          )}
          {!checkout && <BuyForm product={product} onCheckout={setCheckout} />}
        </Stack>
      </SimpleGrid>
      {checkout && <CheckoutFrame orderId={checkout.id} iframeUrl={checkout.iframeUrl} />}
    </Paper>
  );
}

/** An empty phone is missing, not malformed: only a typed one is checked for digits. */
function phoneError(phone: string): string | null {
  if (!phone) return errorText('fieldRequired');
  return /^\+?[0-9 ]{5,20}$/.test(phone) ? null : errorText('invalidPhone');
}

function BuyForm({ product, onCheckout }: { product: Product; onCheckout: (c: Checkout) => void }) {
  const { t } = useTranslation('shop');
  const price = useFormatPrice();
  const signedIn = useIsSignedIn();
  const create = useCreateOrderMutation();
  const merch = product.type === 'merch';
  const sizes = product.sizes ?? [];
  const user = useUserQuery().data;
  const form = useForm({
    initialValues: { size: '', quantity: 1, name: '', address: '', phone: '' },
    validate: {
      size: (v) => (merch && !v ? errorText('sizeRequired') : null),
      name: (v) => (merch && !v.trim() ? errorText('fieldRequired') : null),
      address: (v) => (merch && !v.trim() ? errorText('fieldRequired') : null),
      phone: (v) => (merch ? phoneError(v.trim()) : null),
    },
  });
  // The delivery name starts as the profile's name, once it is known (only once: a name cleared stays cleared).
  const profileName = [user?.first_name, user?.last_name].filter(Boolean).join(' ').trim();
  const prefilled = useRef(false);
  const { setFieldValue } = form;
  useEffect(() => {
    if (!profileName || prefilled.current) return;
    prefilled.current = true;
    setFieldValue('name', (current) => current || profileName);
  }, [profileName, setFieldValue]);
  if (!signedIn)
    return (
      <Button component={Link} to="/login" variant="light">
        {t('product.signIn')}
      </Button>
    );
  const left = form.values.size ? (product.stock?.[form.values.size] ?? 0) : undefined;
  const submit = form.onSubmit((values) =>
    create.mutate(
      {
        productId: product.id,
        quantity: merch ? values.quantity : 1,
        size: merch ? values.size : undefined,
        shipping: merch
          ? { name: values.name.trim(), address: values.address.trim(), phone: values.phone.trim() }
          : undefined,
      },
      { onSuccess: (order) => onCheckout({ id: order.id, iframeUrl: order.iframeUrl }) },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {merch && (
          <Stack gap={6}>
            <Text size="sm" fw={600} id="size-label">
              {t('product.size')}
            </Text>
            <Chip.Group value={form.values.size} onChange={(v) => form.setFieldValue('size', String(v))}>
              <Group gap={6} role="radiogroup" aria-labelledby="size-label">
                {sizes.map((size) => (
                  <Chip key={size} value={size} disabled={(product.stock?.[size] ?? 0) <= 0}>
                    {size}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            {form.errors.size && (
              <Text size="sm" c="red">
                {form.errors.size}
              </Text>
            )}
            {left !== undefined && (
              <Text size="xs" c="dimmed">
                {left > 0 ? t('product.sizeLeft', { count: left }) : t('product.soldOut')}
              </Text>
            )}
          </Stack>
        )}
        {merch && (
          <NumberInput
            label={t('product.quantity')}
            min={1}
            max={Math.max(1, Math.min(shopLimits.maxUnpaidUnits, left ?? shopLimits.maxUnpaidUnits))}
            allowDecimal={false}
            allowNegative={false}
            w={140}
            {...form.getInputProps('quantity')}
          />
        )}
        {merch && (
          <Stack gap="xs">
            <Text size="sm" fw={600}>
              {t('product.shipping')}
            </Text>
            <TextInput label={t('product.shippingName')} maxLength={80} {...form.getInputProps('name')} />
            <Textarea
              label={t('product.shippingAddress')}
              maxLength={300}
              autosize
              minRows={2}
              {...form.getInputProps('address')}
            />
            <TextInput label={t('product.shippingPhone')} type="tel" maxLength={20} {...form.getInputProps('phone')} />
          </Stack>
        )}
        <Group justify="space-between">
          <Text fw={700}>
            {t('product.total')}: {price(product.price * (merch ? Number(form.values.quantity) || 1 : 1))}
          </Text>
          <Button type="submit" loading={create.isPending} color="green">
            {t('product.buy')}
          </Button>
        </Group>
        {create.isError && (
          <Alert color="red" icon={<IconInfoCircle size={18} />}>
            {errorText(create.error)}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
