import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CtaButtons } from './CtaButtons';

/** The invitation to join that closes the marketing pages. */
export function ClosingCta() {
  const { t } = useTranslation('public');

  return (
    <Paper
      component="section"
      aria-labelledby="closing-cta-title"
      radius="lg"
      p={{ base: 'xl', sm: 48 }}
      style={{
        background:
          'linear-gradient(135deg, var(--mantine-primary-color-light) 0%, var(--mantine-color-default-hover) 100%)',
        border: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <Stack gap="md" align="center" ta="center">
        <Title id="closing-cta-title" order={2} fz={{ base: 26, sm: 34 }}>
          {t('closing.title')}
        </Title>
        <Text c="dimmed" size="lg" maw={560}>
          {t('closing.subtitle')}
        </Text>
        <CtaButtons justify="center" />
      </Stack>
    </Paper>
  );
}
