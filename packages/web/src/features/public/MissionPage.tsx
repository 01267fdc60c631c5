import { Badge, Box, Card, Container, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAccessible,
  IconArrowRight,
  IconEye,
  IconGift,
  IconLock,
  IconShieldHeart,
  IconTarget,
  IconUsers,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ClosingCta } from './components/ClosingCta';
import { PageIntro } from './components/PageIntro';
import { SectionHeading } from './components/SectionHeading';

const STATEMENTS: readonly { id: 'mission' | 'vision'; icon: Icon; color: string }[] = [
  { id: 'mission', icon: IconTarget, color: 'violet' },
  { id: 'vision', icon: IconEye, color: 'cyan' },
];

const PRINCIPLES: readonly { id: 'players' | 'free' | 'safe' | 'open' | 'privacy'; icon: Icon; color: string }[] = [
  { id: 'players', icon: IconUsers, color: 'violet' },
  { id: 'free', icon: IconGift, color: 'pink' },
  { id: 'safe', icon: IconShieldHeart, color: 'teal' },
  { id: 'open', icon: IconAccessible, color: 'orange' },
  { id: 'privacy', icon: IconLock, color: 'blue' },
];

const GOAL_IDS = ['languages', 'integrations', 'organizations', 'events'] as const;

export function MissionPage() {
  const { t } = useTranslation('info');

  return (
    <Container size="lg" py={{ base: 40, sm: 64 }}>
      <Stack gap={80}>
        <PageIntro eyebrow={t('mission.eyebrow')} title={t('mission.title')} lead={t('mission.lead')} />

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {STATEMENTS.map(({ id, icon: StatementIcon, color }) => (
            <Card
              key={id}
              component="section"
              aria-labelledby={`mission-${id}-title`}
              withBorder
              radius="lg"
              padding="xl"
              style={{ background: `linear-gradient(160deg, var(--mantine-color-${color}-light), transparent 65%)` }}
            >
              <Stack gap="md">
                <Badge
                  variant="light"
                  color={color}
                  size="lg"
                  radius="sm"
                  w="fit-content"
                  leftSection={<StatementIcon size={16} aria-hidden />}
                >
                  {t(`mission.${id}.label`)}
                </Badge>
                <Title id={`mission-${id}-title`} order={2} fz={{ base: 22, sm: 26 }} lh={1.3}>
                  {t(`mission.${id}.title`)}
                </Title>
                <Text c="dimmed" lh={1.7}>
                  {t(`mission.${id}.body`)}
                </Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>

        <Box component="section" aria-labelledby="mission-principles-title">
          <SectionHeading id="mission-principles-title" title={t('mission.principles.title')} />
          <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="lg">
            {PRINCIPLES.map(({ id, icon: PrincipleIcon, color }) => (
              <Card key={id} withBorder radius="lg" padding="lg">
                <ThemeIcon variant="light" color={color} size={44} radius="md" mb="md">
                  <PrincipleIcon size={24} stroke={1.7} aria-hidden />
                </ThemeIcon>
                <Title order={3} fz="lg" mb={6}>
                  {t(`mission.principles.items.${id}.title`)}
                </Title>
                <Text size="sm" c="dimmed" lh={1.6}>
                  {t(`mission.principles.items.${id}.description`)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Box>

        <Box component="section" aria-labelledby="mission-goals-title">
          <SectionHeading id="mission-goals-title" title={t('mission.goals.title')} />
          <List
            spacing="md"
            size="lg"
            icon={
              <ThemeIcon variant="light" size={28} radius="xl">
                <IconArrowRight size={16} aria-hidden />
              </ThemeIcon>
            }
          >
            {GOAL_IDS.map((id) => (
              <List.Item key={id}>{t(`mission.goals.items.${id}`)}</List.Item>
            ))}
          </List>
        </Box>

        <ClosingCta />
      </Stack>
    </Container>
  );
}
