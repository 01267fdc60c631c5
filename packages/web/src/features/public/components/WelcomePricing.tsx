import { Badge, Box, Button, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconSparkles } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsSignedIn } from '../../../api/session';
import { SectionHeading } from './SectionHeading';

const FREE_ITEM_IDS = ['profile', 'social', 'organizations', 'lobbies', 'integrations', 'games'] as const;
const PLUS_ITEM_IDS = ['optional', 'cancel', 'prices'] as const;

function CheckList({ color, children }: { color?: string; children: ReactNode }) {
  return (
    <List
      spacing="sm"
      icon={
        <ThemeIcon size={22} radius="xl" color={color} variant="light">
          <IconCheck size={14} stroke={2.5} aria-hidden />
        </ThemeIcon>
      }
    >
      {children}
    </List>
  );
}

export function WelcomePricing() {
  const { t } = useTranslation('public');
  const signedIn = useIsSignedIn();

  return (
    <Box component="section" aria-labelledby="welcome-pricing-title">
      <SectionHeading
        id="welcome-pricing-title"
        title={t('welcome.pricing.title')}
        subtitle={t('welcome.pricing.subtitle')}
        align="center"
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" maw={880} mx="auto">
        <Card
          withBorder
          radius="lg"
          padding="xl"
          style={{ borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 }}
        >
          <Stack gap="md" h="100%">
            <Group justify="space-between" align="baseline">
              <Title order={3} fz="xl">
                {t('welcome.pricing.free.name')}
              </Title>
              <Text fw={800} fz={28} c="var(--mantine-primary-color-light-color)">
                {t('welcome.pricing.free.price')}
              </Text>
            </Group>
            <Text c="dimmed">{t('welcome.pricing.free.description')}</Text>
            <Box style={{ flexGrow: 1 }}>
              <CheckList color="teal">
                {FREE_ITEM_IDS.map((id) => (
                  <List.Item key={id}>{t(`welcome.pricing.free.items.${id}`)}</List.Item>
                ))}
              </CheckList>
            </Box>
            {signedIn ? null : (
              <Button component={Link} to="/register" fullWidth size="md">
                {t('common.cta.register')}
              </Button>
            )}
          </Stack>
        </Card>
        <Card withBorder radius="lg" padding="xl">
          <Stack gap="md" h="100%">
            <Group justify="space-between" align="center">
              <Group gap="xs">
                <ThemeIcon variant="light" radius="md" size={32}>
                  <IconSparkles size={18} aria-hidden />
                </ThemeIcon>
                <Title order={3} fz="xl">
                  {t('welcome.pricing.plus.name')}
                </Title>
              </Group>
              <Badge variant="light" size="lg" radius="sm">
                {t('welcome.pricing.plus.price')}
              </Badge>
            </Group>
            <Text c="dimmed">{t('welcome.pricing.plus.description')}</Text>
            <CheckList>
              {PLUS_ITEM_IDS.map((id) => (
                <List.Item key={id}>{t(`welcome.pricing.plus.items.${id}`)}</List.Item>
              ))}
            </CheckList>
          </Stack>
        </Card>
      </SimpleGrid>
    </Box>
  );
}
