import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import i18n from 'i18next';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/errors';
import { redeemSecondFactor, type SignedIn } from '../../entities/account';
import { loadModals } from './lazy-modals';

/** The player closed the second step without a code: the sign-in ends there, with nothing to report. */
export class SecondFactorCancelled extends Error {
  constructor() {
    super('second factor cancelled');
    this.name = 'SecondFactorCancelled';
  }
}

/**
 * The second step of a sign-in for an account with an authenticator app: a dialog asking for its 6-digit code (or a
 * recovery code), resolving to the session once the server takes it; a wrong code says so and lets the player try
 * again, closing it rejects with `SecondFactorCancelled`.
 */
export function askSecondFactor(ticket: string): Promise<SignedIn> {
  return new Promise((resolve, reject) => {
    void loadModals().then((modals) => {
      let done = false;
      const id = modals.open({
        title: i18n.t('auth:secondFactor.title'),
        radius: 'lg',
        centered: true,
        onClose: () => {
          if (!done) reject(new SecondFactorCancelled());
        },
        children: (
          <SecondFactorForm
            ticket={ticket}
            onSignedIn={(signedIn) => {
              done = true;
              modals.close(id);
              resolve(signedIn);
            }}
          />
        ),
      });
    }, reject);
  });
}

function SecondFactorForm({ ticket, onSignedIn }: { ticket: string; onSignedIn: (signedIn: SignedIn) => void }) {
  const { t } = useTranslation('auth');
  const [code, setCode] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    setPending(true);
    setError(null);
    try {
      onSignedIn(await redeemSecondFactor(ticket, code.trim()));
    } catch (failure) {
      setError(failure);
      setPending(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('secondFactor.text')}
        </Text>
        {error !== null && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {errorText(error)}
          </Alert>
        )}
        <TextInput
          label={t('secondFactor.label')}
          description={t('secondFactor.recovery')}
          autoComplete="one-time-code"
          autoFocus
          spellCheck={false}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          data-testid="second-factor-code"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={pending} disabled={!code.trim()}>
            {t('secondFactor.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
