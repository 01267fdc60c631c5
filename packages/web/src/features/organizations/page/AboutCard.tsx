import type { Organization } from '@gamefolk/contract';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendar, IconMapPin, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** About, website, address and since when. */
export function AboutCard({ organization }: { organization: Organization }) {
  const { t, i18n } = useTranslation('organizations');
  const since = new Date(organization.created_at).toLocaleDateString(i18n.resolvedLanguage, {
    year: 'numeric',
    month: 'long',
  });
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('page.about')}
        </Title>
        <Text
          size="sm"
          style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          c={organization.description ? undefined : 'dimmed'}
        >
          {organization.description || t('page.noAbout')}
        </Text>
        {organization.website && (
          <Group gap={8} wrap="nowrap">
            <IconWorld size={16} aria-label={t('page.website')} />
            <Anchor href={organization.website} target="_blank" rel="noopener noreferrer nofollow" size="sm" truncate>
              {organization.website.replace(/^https?:\/\//, '')}
            </Anchor>
          </Group>
        )}
        {organization.address && (
          <Group gap={8} wrap="nowrap">
            <IconMapPin size={16} aria-label={t('page.address')} />
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {organization.address}
            </Text>
          </Group>
        )}
        <Group gap={8} wrap="nowrap">
          <IconCalendar size={16} aria-hidden />
          <Text size="sm" c="dimmed">
            {t('page.founded', { date: since })}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
