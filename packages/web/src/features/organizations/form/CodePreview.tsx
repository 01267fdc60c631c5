import { Group, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../components/errors';
import { nameError } from '../form-rules';
import { useCodeCheckQuery } from '../hooks';

/** The address a name would get, asked of the server as the user types; its refusals shown translated. */
export function CodePreview({ name }: { name: string }) {
  const { t } = useTranslation('organizations');
  const [debounced] = useDebouncedValue(name.trim(), 400);
  const localError = debounced === '' ? null : nameError(debounced);
  const check = useCodeCheckQuery(debounced !== '' && !localError ? debounced : null);

  if (debounced === '') return null;
  const problem = localError ?? (check.isError ? check.error : null);
  if (problem) {
    return (
      <Group gap={6} wrap="nowrap" c="red" role="status" aria-live="polite">
        <IconAlertCircle size={14} />
        <Text size="xs" c="red">
          {errorText(problem)}
        </Text>
      </Group>
    );
  }
  if (!check.data) {
    return (
      <Group gap={6} role="status">
        <Loader size={12} />
        <Text size="xs" c="dimmed">
          {t('create.checking')}
        </Text>
      </Group>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" role="status" aria-live="polite" data-testid="code-preview">
      <IconLink size={14} />
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {check.data.available
          ? t('create.codePreview', { code: check.data.code })
          : t('create.codeTaken', { code: check.data.code })}
      </Text>
    </Group>
  );
}
