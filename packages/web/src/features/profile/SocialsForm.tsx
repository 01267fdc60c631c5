import { socialHosts, socialNetworks, socialsSchema, type SocialNetwork } from '@gamefolk/contract';
import { TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { closeDrawer } from '../../lib/drawer-store';
import { showFormError } from '../../components/form-errors';
import { ruleValidator } from '../auth';
import { DrawerForm } from './DrawerForm';
import { useSavePersonalsMutation } from './hooks';
import { socialIcons, socialLabels } from './profile-fields';

type Values = Record<SocialNetwork, string>;

const validate = Object.fromEntries(
  socialNetworks.map((network) => [network, ruleValidator(socialsSchema.shape[network])]),
) as Record<SocialNetwork, (value: string) => string | null>;

/** One link per network; each must point at that network's host (spec section 5). Empty removes it. */
export function SocialsForm({ userId, socials }: { userId: number; socials: Record<string, string> }) {
  const { t } = useTranslation('profile');
  const save = useSavePersonalsMutation(userId);
  const form = useForm<Values>({
    initialValues: Object.fromEntries(socialNetworks.map((n) => [n, socials[n] ?? ''])) as Values,
    validateInputOnBlur: true,
    validate,
  });

  const submit = form.onSubmit((values) =>
    save.mutate(
      { socials: values },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('edit.saved') });
          closeDrawer();
        },
        onError: (error) =>
          showFormError(
            error,
            (field, message) => form.setFieldError(field, message),
            socialNetworks,
            'socials.',
            'infoSave',
          ),
      },
    ),
  );

  return (
    <DrawerForm onSubmit={submit} saving={save.isPending}>
      {socialNetworks.map((network) => {
        const Icon = socialIcons[network];
        return (
          <TextInput
            key={network}
            label={socialLabels[network]}
            leftSection={<Icon size={18} />}
            placeholder={`https://${socialHosts[network][0]}/${t('edit.handlePlaceholder')}`}
            inputMode="url"
            autoComplete="url"
            {...form.getInputProps(network)}
          />
        );
      })}
    </DrawerForm>
  );
}
