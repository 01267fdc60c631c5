import { limits, type Organization } from '@gamefolk/contract';
import { Button, Divider, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { showFormError } from '../../../components/form-errors';
import { CategoryField } from '../form/CategoryField';
import { CountryField } from '../form/CountryField';
import { useUpdateOrganizationMutation } from '../mutations';
import { ImagesEditor } from './ImagesEditor';

interface DetailsValues {
  country: string | null;
  category_id: string | null;
  description: string;
  website: string;
  address: string;
}

const fields = ['country', 'category_id', 'description', 'website', 'address'] as const;

/** updateOrganization: everything but the name, which fixes the code. */
export function DetailsForm({ organization }: { organization: Organization }) {
  const { t } = useTranslation('organizations');
  const update = useUpdateOrganizationMutation();
  const form = useForm<DetailsValues>({
    initialValues: {
      country: organization.country,
      category_id: String(organization.category_id),
      description: organization.description ?? '',
      website: organization.website ?? '',
      address: organization.address ?? '',
    },
  });

  const submit = form.onSubmit((values) =>
    update.mutate(
      {
        organizationId: organization.id,
        country: values.country ?? undefined,
        category_id: values.category_id ? Number(values.category_id) : undefined,
        description: values.description.trim(),
        website: values.website.trim(),
        address: values.address.trim(),
      },
      {
        onSuccess: () => {
          form.resetDirty();
          notifications.show({ color: 'green', message: t('drawer.saved') });
        },
        onError: (error) => showFormError(error, form.setFieldError, fields),
      },
    ),
  );

  return (
    <Stack gap="lg">
      <ImagesEditor organization={organization} />
      <Divider />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Group grow align="flex-start" wrap="wrap">
            <CountryField miw={220} {...form.getInputProps('country')} />
            <CategoryField miw={220} {...form.getInputProps('category_id')} />
          </Group>
          <Textarea
            label={t('create.description')}
            autosize
            minRows={3}
            maxRows={8}
            maxLength={limits.longText}
            {...form.getInputProps('description')}
          />
          <TextInput
            label={t('page.website')}
            placeholder={t('drawer.websitePlaceholder')}
            type="url"
            {...form.getInputProps('website')}
          />
          <TextInput
            label={t('page.address')}
            placeholder={t('drawer.addressPlaceholder')}
            maxLength={limits.longText}
            {...form.getInputProps('address')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
              {t('drawer.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
