import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, notifyError } from '../../components/errors';
import { useTrendsQuery } from '../feed';
import { usePromoteTagMutation } from './hooks';

const labelMax = 30;

/** Managers: pin a hashtag to everyone's trends box with a short label, and unpin what is pinned. */
export function PromoteTrend() {
  const { t } = useTranslation('social');
  const trends = useTrendsQuery();
  const promote = usePromoteTagMutation();
  const [tag, setTag] = useState('');
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | null>(null);
  const promoted = (trends.data ?? []).filter((trend) => trend.promoted_label);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const name = tag.trim().replace(/^#/, '');
    if (!name || !label.trim()) {
      setError(errorText('fieldRequired'));
      return;
    }
    promote.mutate(
      { tag: name, promoted_label: label.trim() },
      {
        onSuccess: (trend) => {
          setTag('');
          setLabel('');
          notifications.show({ color: 'green', message: t('moderation.trends.done', { tag: trend.label }) });
        },
        onError: (e) => setError(errorText(e)),
      },
    );
  };

  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="promote-trend-title">
      <Stack gap="sm">
        <div>
          <Title order={2} size="h4" id="promote-trend-title">
            {t('moderation.trends.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('moderation.trends.intro')}
          </Text>
        </div>
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="xs" wrap="wrap">
            <TextInput
              label={t('moderation.trends.tag')}
              placeholder="#valorant"
              value={tag}
              maxLength={60}
              onChange={(event) => {
                setTag(event.currentTarget.value);
                setError(null);
              }}
              error={error}
              style={{ flex: '1 1 160px' }}
            />
            <TextInput
              label={t('moderation.trends.label')}
              description={t('moderation.trends.labelHint')}
              value={label}
              maxLength={labelMax}
              onChange={(event) => {
                setLabel(event.currentTarget.value);
                setError(null);
              }}
              style={{ flex: '1 1 160px' }}
            />
          </Group>
          <Button type="submit" mt="sm" loading={promote.isPending && promote.variables?.promoted_label !== null}>
            {t('moderation.trends.promote')}
          </Button>
        </form>
        {promoted.length > 0 && (
          <Stack
            gap={6}
            component="ul"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={t('moderation.trends.pinned')}
          >
            {promoted.map((trend) => (
              <Group key={trend.id} component="li" gap="xs" wrap="wrap">
                <Text fw={600} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                  {trend.label}
                </Text>
                <Badge variant="light" color="teal" style={{ flexShrink: 0 }}>
                  {trend.promoted_label}
                </Badge>
                <Button
                  variant="subtle"
                  color="red"
                  size="xs"
                  ml="auto"
                  style={{ flexShrink: 0 }}
                  onClick={() => promote.mutate({ tag: trend.label, promoted_label: null }, { onError: notifyError })}
                >
                  {t('moderation.trends.unpin')}
                </Button>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
