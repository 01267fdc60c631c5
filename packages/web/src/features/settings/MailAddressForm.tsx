import { rules } from '@gamefolk/contract';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../../components/form-errors';
import { ruleValidator } from '../auth';
import { useMailCodeRequestMutation } from './hooks';

interface Props {
  currentEmail: string | null;
  initialAddress?: string;
  onSent: (newMail: string, expiresAt: string) => void;
  onCancel: () => void;
}

/** Step one: the new address; the code goes to the current address, or to the new one when there is none. */
export function MailAddressForm({ currentEmail, initialAddress = '', onSent, onCancel }: Props) {
  const { t } = useTranslation('settings');
  const request = useMailCodeRequestMutation(currentEmail !== null);
  const form = useForm({
    initialValues: { new_mail: initialAddress },
    validate: { new_mail: ruleValidator(rules.email) },
  });

  const submit = form.onSubmit(({ new_mail }) => {
    const address = new_mail.trim().toLowerCase();
    request.mutate(address, {
      onSuccess: ({ expires_at }) => onSent(address, expires_at),
      onError: (error) => showFormError(error, (field, message) => form.setFieldError(field, message), ['new_mail']),
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {currentEmail ? t('mail.changeText', { email: currentEmail }) : t('mail.addText')}
        </Text>
        <TextInput
          label={t('mail.newAddress')}
          type="email"
          autoComplete="email"
          data-autofocus
          {...form.getInputProps('new_mail')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={request.isPending}>
            {t('mail.cancel')}
          </Button>
          <Button type="submit" loading={request.isPending}>
            {t('mail.sendCode')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
