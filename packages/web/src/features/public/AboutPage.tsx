import { Box, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeartHandshake, IconLock, IconShieldCheck, IconUsers, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ClosingCta } from './components/ClosingCta';
import { CONTACT_EMAIL } from './components/contact';
import { ContactCard } from './components/ContactCard';
import { FeatureGrid } from './components/FeatureGrid';
import { PageIntro } from './components/PageIntro';
import { SectionHeading } from './components/SectionHeading';

const STORY_PARAGRAPHS = ['p1', 'p2', 'p3'] as const;

const VALUES: readonly { id: 'community' | 'fairness' | 'safety' | 'privacy'; icon: Icon; color: string }[] = [
  { id: 'community', icon: IconUsers, color: 'violet' },
  { id: 'fairness', icon: IconHeartHandshake, color: 'pink' },
  { id: 'safety', icon: IconShieldCheck, color: 'teal' },
  { id: 'privacy', icon: IconLock, color: 'blue' },
];

export function AboutPage() {
  const { t } = useTranslation('info');

  return (
    <Container size="lg" py={{ base: 40, sm: 64 }}>
      <Stack gap={80}>
        <PageIntro eyebrow={t('about.eyebrow')} title={t('about.title')} lead={t('about.lead')} />

        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing={48}>
          <Box component="section" aria-labelledby="about-story-title">
            <Title id="about-story-title" order={2} fz={{ base: 26, sm: 32 }} mb="md">
              {t('about.story.title')}
            </Title>
            <Stack gap="md">
              {STORY_PARAGRAPHS.map((id) => (
                <Text key={id} lh={1.7}>
                  {t(`about.story.body.${id}`)}
                </Text>
              ))}
            </Stack>
          </Box>
          <Box component="section" aria-labelledby="about-values-title">
            <Title id="about-values-title" order={2} fz={{ base: 26, sm: 32 }} mb="md">
              {t('about.values.title')}
            </Title>
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
              {VALUES.map(({ id, icon: ValueIcon, color }) => (
                <Card key={id} withBorder radius="lg" padding="lg">
                  <ThemeIcon variant="light" color={color} size={40} radius="md" mb="sm">
                    <ValueIcon size={22} stroke={1.7} aria-hidden />
                  </ThemeIcon>
                  <Title order={3} fz="md" mb={4}>
                    {t(`about.values.items.${id}.title`)}
                  </Title>
                  <Text size="sm" c="dimmed" lh={1.6}>
                    {t(`about.values.items.${id}.description`)}
                  </Text>
                </Card>
              ))}
            </SimpleGrid>
          </Box>
        </SimpleGrid>

        <Box component="section" aria-labelledby="about-offer-title">
          <SectionHeading
            id="about-offer-title"
            title={t('about.offer.title')}
            subtitle={t('about.offer.description')}
          />
          <FeatureGrid />
        </Box>

        <ContactCard
          id="about-contact-title"
          title={t('about.contact.title')}
          body={t('about.contact.body')}
          email={CONTACT_EMAIL}
        />

        <ClosingCta />
      </Stack>
    </Container>
  );
}
