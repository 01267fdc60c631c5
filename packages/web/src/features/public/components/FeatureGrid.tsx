import { Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FEATURES } from './features';

interface FeatureGridProps {
  /** Compact shows only the feature names, for the one-pager. */
  compact?: boolean;
}

export function FeatureGrid({ compact = false }: FeatureGridProps) {
  const { t } = useTranslation('public');

  if (compact) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm">
        {FEATURES.map(({ id, icon: FeatureIcon, color }) => (
          <Card key={id} withBorder radius="lg" padding="md">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" color={color} size={36} radius="md">
                <FeatureIcon size={20} stroke={1.7} aria-hidden />
              </ThemeIcon>
              <Title order={3} fz="md">
                {t(`features.items.${id}.title`)}
              </Title>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    );
  }

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="lg">
      {FEATURES.map(({ id, icon: FeatureIcon, color }) => (
        <Card key={id} withBorder radius="lg" padding="lg">
          <Group justify="space-between" align="flex-start" mb="md">
            <ThemeIcon variant="light" color={color} size={44} radius="md">
              <FeatureIcon size={24} stroke={1.7} aria-hidden />
            </ThemeIcon>
          </Group>
          <Title order={3} fz="lg" mb={6}>
            {t(`features.items.${id}.title`)}
          </Title>
          <Text size="sm" c="dimmed" lh={1.6}>
            {t(`features.items.${id}.description`)}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
