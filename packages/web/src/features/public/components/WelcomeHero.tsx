import { Badge, Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CtaButtons } from './CtaButtons';
import { HeroIllustration } from './HeroIllustration';

export function WelcomeHero() {
  const { t } = useTranslation('public');

  return (
    <Box
      component="section"
      aria-labelledby="welcome-title"
      py={{ base: 40, sm: 72 }}
      style={{
        background: [
          'linear-gradient(to bottom, transparent 75%, var(--mantine-color-body))',
          'radial-gradient(ellipse 70% 70% at 10% 0%, var(--mantine-primary-color-light), transparent 70%)',
          'radial-gradient(ellipse 45% 55% at 85% 45%, var(--mantine-color-cyan-light), transparent 70%)',
        ].join(', '),
      }}
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing={{ base: 40, lg: 56 }} style={{ alignItems: 'center' }}>
          <Stack gap="lg">
            <Badge variant="light" size="lg" radius="sm" w="fit-content">
              {t('welcome.hero.eyebrow')}
            </Badge>
            <Title
              id="welcome-title"
              order={1}
              fz={{ base: 36, sm: 48, lg: 56 }}
              lh={1.05}
              style={{ letterSpacing: '-0.02em' }}
            >
              {t('welcome.hero.title')}
            </Title>
            <Text size="lg" c="dimmed" maw={560} lh={1.6}>
              {t('welcome.hero.subtitle')}
            </Text>
            <CtaButtons />
            <Group gap={6} c="dimmed">
              <IconCircleCheck size={18} aria-hidden style={{ color: 'var(--mantine-color-teal-filled)' }} />
              <Text size="sm">{t('welcome.hero.freeNote')}</Text>
            </Group>
          </Stack>
          <Box mx="auto" w="100%" maw={{ base: 340, lg: 460 }}>
            <HeroIllustration label={t('welcome.hero.illustrationLabel')} />
          </Box>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
