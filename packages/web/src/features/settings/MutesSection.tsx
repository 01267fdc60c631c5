import { mutedWordLength, mutedWordLimit } from '@gamefolk/contract';
import { ActionIcon, Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconX } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyError } from '../../components/errors';
import { PersonAvatar } from '../../components/PersonAvatar';
import { SettingsCard } from '../../components/SettingsCard';
import { useMutesQuery, useSaveMutedWordsMutation, useUnmuteMutation } from './attention-hooks';

/** The players I muted (each unmuted here) and my muted words, added and removed one at a time. */
export function MutesSection() {
  const { t, i18n } = useTranslation('settings');
  const mutes = useMutesQuery();
  const unmute = useUnmuteMutation();
  const saveWords = useSaveMutedWordsMutation();
  const [word, setWord] = useState('');
  const words = mutes.data?.words ?? [];
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });

  const add = (event: FormEvent) => {
    event.preventDefault();
    const typed = word.trim();
    if (!typed) return;
    saveWords.mutate([...words, typed], { onSuccess: () => setWord(''), onError: notifyError });
  };

  return (
    <SettingsCard title={t('mutes.title')} text={t('mutes.text')}>
      <Stack gap="md">
        <Stack gap="xs" data-testid="muted-players">
          <Text fw={600}>{t('mutes.players')}</Text>
          {mutes.data && !mutes.data.users.length && (
            <Text size="sm" c="dimmed">
              {t('mutes.noPlayers')}
            </Text>
          )}
          {mutes.data?.users.map(({ user, until }) => (
            <Group key={user.id} justify="space-between" wrap="nowrap">
              <Group gap="sm" wrap="nowrap" miw={0}>
                <PersonAvatar src={user.photoUrl} name={user.fullname} size={36} />
                <div style={{ minWidth: 0 }}>
                  <Text component={Link} to={`/profile/${user.username}`} fw={600} truncate>
                    {user.fullname}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {until ? t('mutes.until', { date: date.format(new Date(until)) }) : t('mutes.forGood')}
                  </Text>
                </div>
              </Group>
              <Button
                variant="default"
                size="xs"
                loading={unmute.isPending && unmute.variables === user.id}
                onClick={() =>
                  unmute.mutate(user.id, {
                    onSuccess: () =>
                      notifications.show({ color: 'teal', message: t('mutes.unmuted', { name: user.fullname }) }),
                    onError: notifyError,
                  })
                }
              >
                {t('mutes.unmute')}
              </Button>
            </Group>
          ))}
        </Stack>
        <Stack gap="xs">
          <Text fw={600}>{t('mutes.words')}</Text>
          <Text size="sm" c="dimmed">
            {t('mutes.wordsText')}
          </Text>
          <form onSubmit={add}>
            <Group gap="xs" wrap="nowrap">
              <TextInput
                flex={1}
                aria-label={t('mutes.words')}
                placeholder={t('mutes.wordPlaceholder')}
                maxLength={mutedWordLength}
                value={word}
                onChange={(event) => setWord(event.currentTarget.value)}
                disabled={!mutes.data || words.length >= mutedWordLimit}
                data-testid="muted-word-input"
              />
              <Button type="submit" loading={saveWords.isPending} disabled={!word.trim()}>
                {t('mutes.add')}
              </Button>
            </Group>
          </form>
          {mutes.data && !words.length && (
            <Text size="sm" c="dimmed">
              {t('mutes.noWords')}
            </Text>
          )}
          <Group gap={6} data-testid="muted-words">
            {words.map((w) => (
              <Badge
                key={w}
                variant="light"
                size="lg"
                tt="none"
                rightSection={
                  <ActionIcon
                    size="xs"
                    variant="transparent"
                    aria-label={t('mutes.remove', { word: w })}
                    onClick={() =>
                      saveWords.mutate(
                        words.filter((x) => x !== w),
                        { onError: notifyError },
                      )
                    }
                  >
                    <IconX size={12} />
                  </ActionIcon>
                }
              >
                {w}
              </Badge>
            ))}
          </Group>
        </Stack>
      </Stack>
    </SettingsCard>
  );
}
