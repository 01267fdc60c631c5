import { limits } from '@gamefolk/contract';
import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/api-error';
import { errorText } from '../../../components/errors';
import { LazyCropModal } from '../../../components/upload/LazyCropModal';
import { validateNewOrganization, type NewOrganizationValues } from '../form-rules';
import { useCreateOrganizationMutation } from '../mutations';
import { CategoryField } from './CategoryField';
import { CodePreview } from './CodePreview';
import { CountryField } from './CountryField';
import { LogoField } from './LogoField';

const initialValues: NewOrganizationValues = { name: '', country: null, categoryId: null, description: '', logo: null };
const serverFields: Record<string, keyof NewOrganizationValues> = {
  name: 'name',
  country: 'country',
  category_id: 'categoryId',
  description: 'description',
  logo_url: 'logo',
};

/** Spec section 7: submit → upload the logo → create → reset and close, then the new page. */
export function NewOrganizationForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['organizations', 'common']);
  const navigate = useNavigate();
  const create = useCreateOrganizationMutation();
  // The crop step replaces the fields in the same modal: a second modal would unmount this form.
  const [cropping, setCropping] = useState(false);
  const form = useForm<NewOrganizationValues>({
    initialValues,
    validate: (values) =>
      Object.fromEntries(
        Object.entries(validateNewOrganization(values)).map(([field, code]) => [field, errorText(code)]),
      ),
  });

  const submit = form.onSubmit(({ name, country, categoryId, description, logo }) => {
    if (!logo || !country || !categoryId) return;
    create.mutate(
      { name: name.trim(), country, category_id: Number(categoryId), description: description.trim(), logo },
      {
        onSuccess: (organization) => {
          notifications.show({ color: 'green', message: t('create.organizationCreated') });
          form.reset();
          onClose();
          void navigate(`/organization/${organization.code}`);
        },
        onError: (error) => {
          const field = isApiError(error) && error.field ? serverFields[error.field] : undefined;
          if (field) form.setFieldError(field, errorText(error));
          notifications.show({
            color: 'red',
            title: t('create.organizationCreateFailed'),
            message: errorText(error),
          });
        },
      },
    );
  });

  const descriptionLength = [...form.values.description].length;
  if (cropping) {
    return (
      <Stack gap="sm">
        <Text fw={600}>{t('create.logo')}</Text>
        <LazyCropModal
          shape="logo"
          preset="logo"
          hint={t('create.logoHint')}
          onSave={(file) => {
            form.setFieldValue('logo', file);
            form.clearFieldError('logo');
            return Promise.resolve();
          }}
          onClose={() => setCropping(false)}
        />
      </Stack>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('create.intro')}
        </Text>
        <Stack gap={6}>
          <TextInput
            label={t('create.name')}
            placeholder={t('create.namePlaceholder')}
            required
            maxLength={limits.shortText}
            data-autofocus
            {...form.getInputProps('name')}
          />
          {/* The field shows its own error after a submit; the preview would say the same again. */}
          {!form.errors.name && <CodePreview name={form.values.name} />}
        </Stack>
        <CountryField required {...form.getInputProps('country')} />
        <CategoryField required {...form.getInputProps('categoryId')} />
        <Textarea
          label={t('create.description')}
          placeholder={t('create.descriptionPlaceholder')}
          autosize
          minRows={3}
          maxRows={6}
          maxLength={limits.longText}
          description={`${descriptionLength} / ${limits.longText}`}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('description')}
        />
        <LogoField
          value={form.values.logo}
          onEdit={() => setCropping(true)}
          error={form.errors.logo as string | undefined}
        />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={create.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={create.isPending}>
            {t('create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
