import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** Last resort when a route throws, most often a chunk that vanished after a new deploy: reloading fixes it. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  if (import.meta.env.DEV) console.error(error);
  return (
    <Center mih="100dvh" p="xl">
      <Stack align="center" gap="md" maw={420}>
        <Title order={1} ta="center">
          {t('toast.whops')}
        </Title>
        <Text c="dimmed" ta="center">
          {t('toast.genericError')}
        </Text>
        <Button onClick={() => window.location.reload()}>{t('actions.retry')}</Button>
      </Stack>
    </Center>
  );
}
