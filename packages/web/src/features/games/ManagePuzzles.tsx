import { languages, type Language } from '@gamefolk/contract';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconCalendarPlus, IconPencil, IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Output } from '../../api/client';
import { errorText, notifyError } from '../../components/errors';
import { useRemovePuzzleMutation, useScheduledPuzzlesQuery, useSetPuzzleMutation } from './hooks';
import { localDay } from './local-day';

const emptyGroups = () => Array.from({ length: 3 }, () => ({ label: '', items: ['', '', ''] }));
type Scheduled = Output<'scheduledPuzzles'>[number];

/**
 * Managers: schedule a day's word or category set, edit or take back one nobody has played yet; the server refuses
 * to change one somebody already played, which the list marks as played.
 */
export function ManagePuzzles() {
  const { t } = useTranslation('games');
  const today = localDay();
  const [date, setDate] = useState(today);
  const [language, setLanguage] = useState<Language>('en');
  const [kind, setKind] = useState<'word' | 'category'>('word');
  const [word, setWord] = useState('');
  const [groups, setGroups] = useState(emptyGroups);
  const scheduled = useScheduledPuzzlesQuery(today);
  const save = useSetPuzzleMutation(() => {
    notifications.show({ color: 'green', message: t('manage.saved') });
    setWord('');
    setGroups(emptyGroups());
  });
  const remove = useRemovePuzzleMutation();
  const title = useRef<HTMLHeadingElement>(null);
  const edit = (row: Scheduled) => {
    setDate(row.date);
    setLanguage(row.language);
    setKind(row.kind);
    setWord(row.word ?? '');
    setGroups(row.groups?.map((g) => ({ label: g.label, items: [...g.items] })) ?? emptyGroups());
    title.current?.focus();
  };
  const confirmRemove = (row: Scheduled) =>
    modals.openConfirmModal({
      title: t('manage.removeTitle'),
      children: t('manage.removeText', { date: row.date, language: row.language.toUpperCase() }),
      labels: { confirm: t('manage.remove'), cancel: t('manage.cancel') },
      confirmProps: { color: 'red' },
      centered: true,
      onConfirm: () =>
        remove.mutate(row.id, {
          onSuccess: () => notifications.show({ color: 'green', message: t('manage.removed') }),
          onError: notifyError,
        }),
    });
  const setItem = (g: number, i: number | 'label', value: string) =>
    setGroups((current) =>
      current.map((group, j) =>
        j !== g
          ? group
          : i === 'label'
            ? { ...group, label: value }
            : { ...group, items: group.items.map((item, k) => (k === i ? value : item)) },
      ),
    );

  return (
    <Paper p="md" radius="lg" withBorder component="section" aria-labelledby="manage-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="manage-title" ref={title} tabIndex={-1}>
          {t('manage.title')}
        </Title>
        <Group grow align="flex-end">
          <TextInput
            type="date"
            label={t('manage.date')}
            value={date}
            min={today}
            onChange={(e) => setDate(e.currentTarget.value)}
          />
          <Select
            label={t('manage.language')}
            value={language}
            onChange={(v) => v && setLanguage(v as Language)}
            data={languages.map((l) => ({ value: l, label: l.toUpperCase() }))}
            allowDeselect={false}
          />
        </Group>
        <SegmentedControl
          value={kind}
          onChange={(v) => setKind(v as 'word' | 'category')}
          data={[
            { value: 'word', label: t('board.keys.word') },
            { value: 'category', label: t('board.keys.category') },
          ]}
        />
        {kind === 'word' ? (
          <TextInput
            label={t('manage.word')}
            value={word}
            maxLength={10}
            onChange={(e) => setWord(e.currentTarget.value)}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {groups.map((group, g) => (
              <Stack key={g} gap={4}>
                <TextInput
                  label={t('manage.group', { n: g + 1 })}
                  placeholder={t('manage.label')}
                  value={group.label}
                  onChange={(e) => setItem(g, 'label', e.currentTarget.value)}
                />
                {group.items.map((item, i) => (
                  <TextInput
                    key={i}
                    aria-label={t('manage.item', { group: g + 1, n: i + 1 })}
                    value={item}
                    onChange={(e) => setItem(g, i, e.currentTarget.value)}
                  />
                ))}
              </Stack>
            ))}
          </SimpleGrid>
        )}
        <Group justify="flex-end">
          <Button
            leftSection={<IconCalendarPlus size={16} />}
            loading={save.isPending}
            onClick={() =>
              save.mutate(kind === 'word' ? { date, language, kind, word } : { date, language, kind, groups }, {
                onError: (error) => notifications.show({ color: 'red', message: errorText(error) }),
              })
            }
          >
            {t('manage.schedule')}
          </Button>
        </Group>
        {!!scheduled.data?.length && (
          <Stack gap={0} component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('manage.list')}>
            {scheduled.data.map((row) => (
              <Group
                component="li"
                key={row.id}
                justify="space-between"
                wrap="nowrap"
                gap="xs"
                py={6}
                style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
              >
                <Stack gap={2} miw={0}>
                  <Group gap="xs" wrap="wrap">
                    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {row.date} · {row.language.toUpperCase()} · {t(`board.keys.${row.kind}`)}
                    </Text>
                    {row.played ? (
                      <Badge color="gray">{t('manage.played')}</Badge>
                    ) : (
                      <Badge variant="light">{t('manage.scheduled')}</Badge>
                    )}
                  </Group>
                  <Text size="sm" c="dimmed" truncate>
                    {row.summary}
                  </Text>
                </Stack>
                {!row.played && (
                  <Group gap={4} wrap="nowrap">
                    <Tooltip label={t('manage.edit')}>
                      <ActionIcon
                        variant="subtle"
                        size="lg"
                        aria-label={t('manage.editOne', { date: row.date, language: row.language.toUpperCase() })}
                        onClick={() => edit(row)}
                      >
                        <IconPencil size={18} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('manage.remove')}>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        size="lg"
                        aria-label={t('manage.removeOne', { date: row.date, language: row.language.toUpperCase() })}
                        onClick={() => confirmRemove(row)}
                      >
                        <IconTrash size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                )}
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
