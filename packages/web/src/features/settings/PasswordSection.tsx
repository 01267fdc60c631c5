import { rules } from '@gamefolk/contract';
import { Button, Collapse, Group, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../components/errors';
import { showFormError } from '../../components/form-errors';
import { PasswordChecklist } from '../auth';
import { requiredValidator, ruleValidator } from '../auth';
import { useUpdatePasswordMutation } from './hooks';
import { SettingRow } from '../../components/SettingsCard';
import classes from './SettingsPage.module.css';

const fields = ['current_password', 'new_password', 'passwordConfirm'] as const;

/** Current password, then the new one twice; other sessions end on the server. */
export function PasswordSection() {
  const { t } = useTranslation(['settings', 'auth']);
  const [open, setOpen] = useState(false);
  const update = useUpdatePasswordMutation();
  const form = useForm({
    initialValues: { current_password: '', new_password: '', passwordConfirm: '' },
    validate: {
      current_password: requiredValidator,
      new_password: ruleValidator(rules.password),
      passwordConfirm: (value, values) =>
        !value ? errorText('fieldRequired') : value === values.new_password ? null : errorText('passwordMismatch'),
    },
  });
  const close = () => {
    form.reset();
    setOpen(false);
  };

  const submit = form.onSubmit((values) =>
    update.mutate(values, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('password.changed') });
        close();
      },
      onError: (error) => showFormError(error, (field, message) => form.setFieldError(field, message), fields),
    }),
  );

  const toggle = { 'aria-label': t('auth:fields.showPassword'), tabIndex: 0 } as const;
  return (
    <SettingRow
      icon={<IconLock size={22} stroke={1.6} />}
      label={t('password.title')}
      text={t('password.text')}
      action={
        !open && (
          <Button variant="default" onClick={() => setOpen(true)}>
            {t('password.change')}
          </Button>
        )
      }
    >
      <Collapse expanded={open}>
        <form onSubmit={submit} noValidate className={classes.panel}>
          <Stack gap="sm">
            <PasswordInput
              label={t('password.current')}
              autoComplete="current-password"
              visibilityToggleButtonProps={toggle}
              {...form.getInputProps('current_password')}
            />
            <PasswordInput
              label={t('password.new')}
              autoComplete="new-password"
              visibilityToggleButtonProps={toggle}
              {...form.getInputProps('new_password')}
            />
            <PasswordChecklist password={form.values.new_password} />
            <PasswordInput
              label={t('password.confirm')}
              autoComplete="new-password"
              visibilityToggleButtonProps={toggle}
              {...form.getInputProps('passwordConfirm')}
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close} disabled={update.isPending}>
                {t('password.cancel')}
              </Button>
              <Button type="submit" loading={update.isPending}>
                {t('password.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Collapse>
    </SettingRow>
  );
}
