import { planLimits, type PremiumPlan, type Product } from '@gamefolk/contract';
import { Badge, Button, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconCrown, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../lib/title';
import { currentLanguage } from '../../i18n/language';
import { useUserQuery } from '../../entities/account';
import { notifyError } from '../../components/errors';
import { useCreateOrderMutation, useFormatPrice, useProductsQuery } from '../shop';
import type { ProductPageState } from '../shop';
import { PremiumBadge } from './PremiumBadge';
import classes from './Premium.module.css';

type Tier = 'free' | PremiumPlan;
const tiers: Tier[] = ['free', 'premium', 'premiumPlus'];

function Benefit({ on, children }: { on: boolean; children: string }) {
  return (
    <List.Item
      icon={
        <ThemeIcon size={20} radius="xl" color={on ? 'teal' : 'gray'} variant={on ? 'filled' : 'light'}>
          {on ? <IconCheck size={12} aria-hidden /> : <IconX size={12} aria-hidden />}
        </ThemeIcon>
      }
      data-included={on || undefined}
    >
      <Text size="sm" c={on ? undefined : 'dimmed'}>
        {children}
      </Text>
    </List.Item>
  );
}

/**
 * Buy buttons for a plan: its subscription products in the shop (1 and 12 months), priced by the catalogue. A plan
 * has nothing to choose, so a button starts the checkout itself and opens the product with the card form showing.
 */
function PlanProducts({ plan, products }: { plan: PremiumPlan; products: Product[] }) {
  const { t } = useTranslation('premium');
  const price = useFormatPrice();
  const navigate = useNavigate();
  const create = useCreateOrderMutation();
  const buy = (product: Product) =>
    create.mutate(
      { productId: product.id, quantity: 1 },
      {
        onSuccess: (order) => {
          const state: ProductPageState = {
            checkout: { id: order.id, iframeUrl: order.iframeUrl, productId: product.id },
          };
          void navigate(`/shop/${product.id}`, { state });
        },
        onError: notifyError,
      },
    );
  const mine = products
    .filter((p) => p.type === 'subscription' && p.plan === plan && !p.hidden)
    .sort((a, b) => (a.months ?? 0) - (b.months ?? 0));
  if (!mine.length)
    return (
      <Text size="sm" c="dimmed">
        {t('unavailable')}
      </Text>
    );
  return (
    <Stack gap="xs">
      {mine.map((product) => (
        <Button
          key={product.id}
          onClick={() => buy(product)}
          loading={create.isPending && create.variables?.productId === product.id}
          disabled={create.isPending && create.variables?.productId !== product.id}
          variant={product.months === 12 ? 'filled' : 'light'}
          fullWidth
          data-testid={`buy-${plan}-${product.months}`}
        >
          {t('buy', { count: product.months ?? 1, price: price(product.price) })}
        </Button>
      ))}
    </Stack>
  );
}

/** `/game-actor-plus`: what is free, what Premium and Premium Plus add, the member's plan, and buying one. */
export function PremiumPage() {
  const { t } = useTranslation('premium');
  usePageTitle(t('title'));
  const me = useUserQuery().data;
  const products = useProductsQuery();
  const endDate = me?.premiumEndsAt
    ? new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'long', timeStyle: 'short' }).format(
        new Date(me.premiumEndsAt),
      )
    : null;

  return (
    <Stack gap="lg" maw={1100} mx="auto" w="100%" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap={6}>
        <Group gap="xs">
          <IconCrown size={28} aria-hidden className={classes.crown} />
          <Title order={1}>{t('title')}</Title>
        </Group>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>

      <Paper className={classes.status} radius="lg" p="md" data-testid="premium-status">
        {me?.premium ? (
          <Group gap="sm">
            <PremiumBadge plan={me.premium} />
            <Text size="sm">{t('status.active', { date: endDate })}</Text>
          </Group>
        ) : (
          <Text size="sm">{t('status.free')}</Text>
        )}
        {me?.premium && (
          <Text size="xs" c="dimmed" mt={4}>
            {t('status.renew')}
          </Text>
        )}
      </Paper>

      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        {tiers.map((tier) => {
          const limits = planLimits[tier];
          const current = (me?.premium ?? 'free') === tier;
          return (
            <Paper
              key={tier}
              className={classes.plan}
              data-tier={tier}
              data-current={current || undefined}
              radius="lg"
              p="lg"
              aria-labelledby={`plan-${tier}`}
            >
              <Stack gap="md" h="100%">
                <Group justify="space-between" wrap="nowrap">
                  <Title order={2} size="h3" id={`plan-${tier}`}>
                    {t(`plans.${tier}.name`)}
                  </Title>
                  {current && (
                    <Badge variant="light" color="teal">
                      {t('current')}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  {t(`plans.${tier}.pitch`)}
                </Text>
                <List spacing="xs" listStyleType="none" className={classes.grow}>
                  {tier === 'free' && <Benefit on>{t('benefits.basics')}</Benefit>}
                  <Benefit on>{t('benefits.photos', { count: limits.galleryPhotos })}</Benefit>
                  <Benefit on>{t('benefits.lobbies', { count: limits.openLobbies })}</Benefit>
                  <Benefit on={limits.badge}>{t('benefits.badge')}</Benefit>
                  <Benefit on={limits.animatedBanner}>{t('benefits.banner')}</Benefit>
                  <Benefit on={limits.pinnedLobbies > 0}>{t('benefits.pin')}</Benefit>
                </List>
                {tier === 'free' ? (
                  <Text size="sm" fw={650}>
                    {t('plans.free.price')}
                  </Text>
                ) : (
                  <PlanProducts plan={tier} products={products.data ?? []} />
                )}
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {t('footnote')}
      </Text>
    </Stack>
  );
}
