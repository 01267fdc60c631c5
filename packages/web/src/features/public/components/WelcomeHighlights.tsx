import { Box, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLanguage, IconMoonStars, IconShieldCheck, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './SectionHeading';

const HIGHLIGHTS: readonly { id: 'languages' | 'themes' | 'safety'; icon: Icon; color: string }[] = [
  { id: 'languages', icon: IconLanguage, color: 'blue' },
  { id: 'themes', icon: IconMoonStars, color: 'violet' },
  { id: 'safety', icon: IconShieldCheck, color: 'teal' },
];

export function WelcomeHighlights() {
  const { t } = useTranslation('public');

  return (
    <Box component="section" aria-labelledby="welcome-highlights-title">
      <SectionHeading id="welcome-highlights-title" title={t('welcome.highlights.title')} align="center" />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
        {HIGHLIGHTS.map(({ id, icon: HighlightIcon, color }) => (
          <Group key={id} align="flex-start" wrap="nowrap" gap="md">
            <ThemeIcon variant="light" color={color} size={44} radius="md">
              <HighlightIcon size={24} stroke={1.7} aria-hidden />
            </ThemeIcon>
            <Stack gap={4}>
              <Title order={3} fz="md">
                {t(`welcome.highlights.items.${id}.title`)}
              </Title>
              <Text size="sm" c="dimmed" lh={1.6}>
                {t(`welcome.highlights.items.${id}.description`)}
              </Text>
            </Stack>
          </Group>
        ))}
      </SimpleGrid>
    </Box>
  );
}
