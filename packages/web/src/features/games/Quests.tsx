import { Badge, Group, Loader, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useQuestsQuery } from './hooks';

/** Daily and weekly quests, their progress and how often each was completed. */
export function Quests() {
  const { t } = useTranslation('games');
  const quests = useQuestsQuery();
  if (quests.isPending) return <Loader size="sm" mx="auto" />;
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {(quests.data ?? []).map((quest) => (
        <Stack component="li" key={quest.key} gap={4}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" fw={600} miw={0}>
              {t(`quests.${quest.key}`, { count: quest.target })}
            </Text>
            {/* The points never give way to a long quest name. */}
            <Badge
              variant={quest.completed ? 'filled' : 'light'}
              color={quest.completed ? 'green' : 'gray'}
              style={{ flexShrink: 0 }}
            >
              +{quest.points}
            </Badge>
          </Group>
          <Progress
            value={(100 * quest.progress) / quest.target}
            color={quest.completed ? 'green' : 'blue'}
            aria-label={t('quests.progress', { progress: quest.progress, target: quest.target })}
          />
          <Text size="xs" c="dimmed">
            {t('quests.progress', { progress: quest.progress, target: quest.target })} ·{' '}
            {t(`quests.period.${quest.period}`)} · {t('quests.completedCount', { count: quest.completedCount })}
          </Text>
        </Stack>
      ))}
    </Stack>
  );
}
