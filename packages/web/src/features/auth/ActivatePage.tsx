import { Button, Group, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../lib/title';
import { isApiError } from '../../api/api-error';
import { errorText } from '../../components/errors';
import { useActivationQuery } from '../../entities/account';
import { AuthLayout } from './AuthLayout';

/** /activate/{userKey}: spends the mailed key once and says how it went. */
export function ActivatePage() {
  const { t } = useTranslation('auth');
  const activation = useActivationQuery(useParams().userKey ?? '');
  // A second click on a link that already worked: good news, said as such.
  const already = isApiError(activation.error) && activation.error.code === 'alreadyActive';
  const title = activation.isPending
    ? t('activate.loading')
    : activation.isSuccess
      ? t('activate.successTitle')
      : already
        ? t('activate.alreadyTitle')
        : t('activate.errorTitle');
  usePageTitle(title);

  return (
    <AuthLayout title={title}>
      <Stack gap="md" mt="md" role="status" aria-live="polite">
        {activation.isPending && <Loader type="dots" />}
        {(activation.isSuccess || already) && (
          <>
            <ThemeIcon size={56} radius="xl" variant="light" color="teal">
              <IconCircleCheck size={30} />
            </ThemeIcon>
            <Text>{already ? errorText(activation.error) : t('activate.successText')}</Text>
            <Button component={Link} to="/login" size="md">
              {t('activate.login')}
            </Button>
          </>
        )}
        {activation.isError && !already && (
          <>
            <ThemeIcon size={56} radius="xl" variant="light" color="red">
              <IconAlertTriangle size={30} />
            </ThemeIcon>
            <Text>{errorText(activation.error)}</Text>
            <Group grow>
              <Button component={Link} to="/login" variant="default">
                {t('activate.login')}
              </Button>
              <Button component={Link} to="/register">
                {t('activate.register')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </AuthLayout>
  );
}
