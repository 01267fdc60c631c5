import { Box, Card, Container, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconBuildingStore,
  IconBulb,
  IconCoin,
  IconDeviceGamepad2,
  IconEyeSearch,
  IconSparkles,
  IconSpeakerphone,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CONTACT_EMAIL } from './components/contact';
import { ContactCard } from './components/ContactCard';
import { FeatureGrid } from './components/FeatureGrid';
import { PageIntro } from './components/PageIntro';

const FACT_IDS = ['languages', 'organizations', 'integrations', 'price'] as const;

const PITCH: readonly { id: 'problem' | 'solution'; icon: Icon; color: string }[] = [
  { id: 'problem', icon: IconAlertTriangle, color: 'orange' },
  { id: 'solution', icon: IconBulb, color: 'teal' },
];

const AUDIENCE: readonly { id: 'players' | 'organizations' | 'newcomers'; icon: Icon; color: string }[] = [
  { id: 'players', icon: IconDeviceGamepad2, color: 'violet' },
  { id: 'organizations', icon: IconUsersGroup, color: 'grape' },
  { id: 'newcomers', icon: IconEyeSearch, color: 'cyan' },
];

const BUSINESS: readonly { id: 'freemium' | 'plus' | 'shop' | 'partners'; icon: Icon }[] = [
  { id: 'freemium', icon: IconCoin },
  { id: 'plus', icon: IconSparkles },
  { id: 'shop', icon: IconBuildingStore },
  { id: 'partners', icon: IconSpeakerphone },
];

export function OnePagerPage() {
  const { t } = useTranslation('info');

  return (
    <Container size="lg" py={{ base: 40, sm: 64 }}>
      <Stack gap={56}>
        <PageIntro eyebrow={t('onePager.eyebrow')} title={t('onePager.title')} lead={t('onePager.lead')} />

        <SimpleGrid component="dl" cols={{ base: 2, lg: 4 }} spacing="md" m={0}>
          {FACT_IDS.map((id) => (
            <Paper key={id} withBorder radius="lg" p="lg" style={{ background: 'var(--mantine-primary-color-light)' }}>
              <Text
                component="dt"
                fw={800}
                fz={{ base: 28, sm: 36 }}
                lh={1.1}
                c="var(--mantine-primary-color-light-color)"
              >
                {t(`onePager.facts.${id}.value`)}
              </Text>
              <Text component="dd" size="sm" m={0} mt={6}>
                {t(`onePager.facts.${id}.label`)}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>

        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {PITCH.map(({ id, icon: PitchIcon, color }) => (
            <Card key={id} component="section" aria-labelledby={`one-pager-${id}`} withBorder radius="lg" padding="xl">
              <ThemeIcon variant="light" color={color} size={44} radius="md" mb="md">
                <PitchIcon size={24} stroke={1.7} aria-hidden />
              </ThemeIcon>
              <Title id={`one-pager-${id}`} order={2} fz="xl" mb="xs">
                {t(`onePager.${id}.title`)}
              </Title>
              <Text c="dimmed" lh={1.7}>
                {t(`onePager.${id}.body`)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>

        <Box component="section" aria-labelledby="one-pager-features">
          <Title id="one-pager-features" order={2} fz={{ base: 24, sm: 28 }} mb="lg">
            {t('onePager.features.title')}
          </Title>
          <FeatureGrid compact />
        </Box>

        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing={48}>
          <Box component="section" aria-labelledby="one-pager-audience">
            <Title id="one-pager-audience" order={2} fz={{ base: 24, sm: 28 }} mb="lg">
              {t('onePager.audience.title')}
            </Title>
            <Stack gap="lg">
              {AUDIENCE.map(({ id, icon: AudienceIcon, color }) => (
                <Box key={id} style={{ display: 'flex', gap: 'var(--mantine-spacing-md)' }}>
                  <ThemeIcon variant="light" color={color} size={40} radius="md">
                    <AudienceIcon size={22} stroke={1.7} aria-hidden />
                  </ThemeIcon>
                  <div>
                    <Title order={3} fz="md">
                      {t(`onePager.audience.items.${id}.title`)}
                    </Title>
                    <Text size="sm" c="dimmed" lh={1.6}>
                      {t(`onePager.audience.items.${id}.description`)}
                    </Text>
                  </div>
                </Box>
              ))}
            </Stack>
          </Box>
          <Box component="section" aria-labelledby="one-pager-business">
            <Title id="one-pager-business" order={2} fz={{ base: 24, sm: 28 }} mb="lg">
              {t('onePager.business.title')}
            </Title>
            <List spacing="md" lh={1.6}>
              {BUSINESS.map(({ id, icon: BusinessIcon }) => (
                <List.Item
                  key={id}
                  icon={
                    <ThemeIcon variant="light" size={32} radius="xl">
                      <BusinessIcon size={18} aria-hidden />
                    </ThemeIcon>
                  }
                >
                  {t(`onePager.business.items.${id}`)}
                </List.Item>
              ))}
            </List>
          </Box>
        </SimpleGrid>

        <ContactCard
          id="one-pager-contact"
          title={t('onePager.contact.title')}
          body={t('onePager.contact.body')}
          email={CONTACT_EMAIL}
        />
      </Stack>
    </Container>
  );
}
