import { limits, rules, type Personals, type PublicUser } from '@gamefolk/contract';
import { Group, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { closeDrawer } from '../../lib/drawer-store';
import { showFormError } from '../../components/form-errors';
import { ruleValidator } from '../auth';
import { CountrySelect } from './CountrySelect';
import { DrawerForm } from './DrawerForm';
import { useSaveGamingStatusMutation, useSavePersonalsMutation } from './hooks';

const fields = ['first_name', 'last_name', 'about', 'gaming_status', 'country', 'phone'] as const;

/** Names, bio, gaming status, country and phone (the phone is never shown to others). */
export function PersonalsForm({ user, personals }: { user: PublicUser; personals: Personals }) {
  const { t } = useTranslation('profile');
  const savePersonals = useSavePersonalsMutation(user.id);
  const saveStatus = useSaveGamingStatusMutation(user.id);
  const form = useForm({
    initialValues: {
      first_name: user.first_name ?? '',
      last_name: user.last_name ?? '',
      about: personals.about ?? '',
      gaming_status: personals.gaming_status ?? '',
      country: personals.country ?? '',
      phone: personals.phone ?? '',
    },
    validateInputOnBlur: true,
    validate: {
      first_name: ruleValidator(rules.shortText),
      last_name: ruleValidator(rules.shortText),
      about: ruleValidator(rules.longText),
      gaming_status: ruleValidator(rules.shortText),
      phone: ruleValidator(rules.phone),
    },
  });

  const submit = form.onSubmit(async ({ gaming_status, country, ...values }) => {
    try {
      await savePersonals.mutateAsync({ ...values, country: country || null });
      if (gaming_status.trim() !== (personals.gaming_status ?? '')) await saveStatus.mutateAsync(gaming_status);
      notifications.show({ color: 'teal', message: t('edit.saved') });
      closeDrawer();
    } catch (error) {
      showFormError(error, (field, message) => form.setFieldError(field, message), fields, '', 'infoSave');
    }
  });

  return (
    <DrawerForm onSubmit={submit} saving={savePersonals.isPending || saveStatus.isPending}>
      <Group grow align="flex-start" gap="sm">
        <TextInput
          label={t('fields.first_name')}
          autoComplete="given-name"
          maxLength={limits.shortText}
          {...form.getInputProps('first_name')}
        />
        <TextInput
          label={t('fields.last_name')}
          autoComplete="family-name"
          maxLength={limits.shortText}
          {...form.getInputProps('last_name')}
        />
      </Group>
      <Textarea
        label={t('fields.about')}
        placeholder={t('edit.aboutPlaceholder')}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={limits.longText}
        description={t('edit.charactersLeft', { count: limits.longText - form.values.about.length })}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        {...form.getInputProps('about')}
      />
      <TextInput
        label={t('fields.gaming_status')}
        placeholder={t('edit.statusPlaceholder')}
        maxLength={limits.shortText}
        {...form.getInputProps('gaming_status')}
      />
      <CountrySelect label={t('fields.country')} {...form.getInputProps('country')} />
      <TextInput
        label={t('fields.phone')}
        description={t('edit.phoneHint')}
        inputMode="tel"
        autoComplete="tel"
        maxLength={limits.shortText}
        {...form.getInputProps('phone')}
      />
    </DrawerForm>
  );
}
