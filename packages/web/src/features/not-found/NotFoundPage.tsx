import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsSignedIn } from '../../api/session';
import { usePageTitle } from '../../lib/title';
import classes from './NotFoundPage.module.css';

export function NotFoundPage() {
  const { t } = useTranslation('pages');
  const signedIn = useIsSignedIn();
  usePageTitle(t('notFound.title'));
  return (
    <Stack align="center" gap="md" className={classes.page} data-testid="not-found">
      <Text className={classes.code} aria-hidden>
        404
      </Text>
      <Title order={1} ta="center">
        {t('notFound.title')}
      </Title>
      <Text c="dimmed" ta="center" maw={420}>
        {t('notFound.text')}
      </Text>
      <Group>
        <Button component={Link} to={signedIn ? '/feed' : '/'}>
          {signedIn ? t('notFound.feed') : t('notFound.home')}
        </Button>
      </Group>
    </Stack>
  );
}
