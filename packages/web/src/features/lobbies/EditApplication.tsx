import { limits } from '@gamefolk/contract';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/errors';
import { useEditApplicationMutation, useMyApplicationsQuery } from './hooks';

/** The applicant's own note while the owner has not answered: read, and rewritten in place. */
export function EditApplication({ applicationId }: { applicationId: number }) {
  const { t } = useTranslation('lobbies');
  const mine = useMyApplicationsQuery().data?.find((application) => application.id === applicationId);
  const edit = useEditApplicationMutation();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!mine) return null;

  if (draft === null)
    return (
      <Stack gap={6} w="100%">
        <Text size="sm" c="dimmed">
          {t('page.applicationNote')}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} data-testid="my-application-note">
          {mine.description || t('page.applicationNoNote')}
        </Text>
        <Button
          variant="default"
          size="xs"
          style={{ alignSelf: 'flex-start' }}
          onClick={() => setDraft(mine.description)}
        >
          {t('page.editApplication')}
        </Button>
      </Stack>
    );

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    edit.mutate(
      { id: mine.id, description: draft },
      {
        onSuccess: () => {
          setDraft(null);
          notifications.show({ message: t('page.applicationSaved') });
        },
        onError: (e) => setError(errorText(e)),
      },
    );
  };
  return (
    <Stack gap="xs" w="100%" component="form" onSubmit={save}>
      <Textarea
        label={t('page.applyNote')}
        value={draft}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          setError(null);
        }}
        maxLength={limits.longText}
        autosize
        minRows={2}
        error={error}
        description={`${[...draft].length} / ${limits.longText}`}
      />
      <Group gap="xs">
        <Button type="submit" size="xs" loading={edit.isPending}>
          {t('page.saveApplication')}
        </Button>
        <Button variant="subtle" size="xs" onClick={() => setDraft(null)}>
          {t('page.cancelEdit')}
        </Button>
      </Group>
    </Stack>
  );
}
