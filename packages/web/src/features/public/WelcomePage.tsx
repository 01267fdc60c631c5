import { Box, Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ClosingCta } from './components/ClosingCta';
import { FeatureGrid } from './components/FeatureGrid';
import { SectionHeading } from './components/SectionHeading';
import { WelcomeHero } from './components/WelcomeHero';
import { WelcomeHighlights } from './components/WelcomeHighlights';
import { WelcomePricing } from './components/WelcomePricing';
import { WelcomeSteps } from './components/WelcomeSteps';

export function WelcomePage() {
  const { t } = useTranslation('public');

  return (
    <>
      <WelcomeHero />
      <Container size="lg" py={{ base: 48, sm: 80 }}>
        <Stack gap={96}>
          <Box component="section" aria-labelledby="welcome-features-title">
            <SectionHeading
              id="welcome-features-title"
              title={t('welcome.features.title')}
              subtitle={t('welcome.features.subtitle')}
              align="center"
            />
            <FeatureGrid />
          </Box>
          <WelcomeSteps />
          <WelcomePricing />
          <WelcomeHighlights />
          <ClosingCta />
        </Stack>
      </Container>
    </>
  );
}
