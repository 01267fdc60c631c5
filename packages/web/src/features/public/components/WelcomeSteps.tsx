import { Box, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './SectionHeading';

const STEP_IDS = ['create', 'profile', 'squad'] as const;

export function WelcomeSteps() {
  const { t } = useTranslation('public');

  return (
    <Box component="section" aria-labelledby="welcome-steps-title">
      <SectionHeading id="welcome-steps-title" title={t('welcome.steps.title')} align="center" />
      <SimpleGrid component="ol" cols={{ base: 1, sm: 3 }} spacing="xl" p={0} m={0} style={{ listStyle: 'none' }}>
        {STEP_IDS.map((id, index) => (
          <Stack component="li" key={id} gap="sm">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon size={40} radius="xl" variant="filled" aria-hidden>
                <Text fw={700} fz="lg" inherit>
                  {index + 1}
                </Text>
              </ThemeIcon>
              <Title order={3} fz="lg">
                {t(`welcome.steps.items.${id}.title`)}
              </Title>
            </Group>
            <Text c="dimmed" lh={1.6}>
              {t(`welcome.steps.items.${id}.description`)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </Box>
  );
}
