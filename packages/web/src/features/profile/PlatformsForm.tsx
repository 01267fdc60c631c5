import { gamingPlatforms, limits, rules } from '@gamefolk/contract';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { closeDrawer } from '../../lib/drawer-store';
import { showFormError } from '../../components/form-errors';
import { ruleValidator } from '../auth';
import { DrawerForm } from './DrawerForm';
import { useSavePersonalsMutation } from './hooks';
import { defaultPlatformIcon, platformIcons, platformLabels, type GamingPlatform } from './profile-fields';

type Values = Record<GamingPlatform, string>;

/** The player's name on each gaming platform, so friends can add them there. Empty removes it. */
export function PlatformsForm({ userId, platforms }: { userId: number; platforms: Record<string, string> }) {
  const { t } = useTranslation('profile');
  const save = useSavePersonalsMutation(userId);
  const form = useForm<Values>({
    initialValues: Object.fromEntries(gamingPlatforms.map((p) => [p, platforms[p] ?? ''])) as Values,
    validateInputOnBlur: true,
    validate: Object.fromEntries(gamingPlatforms.map((p) => [p, ruleValidator(rules.shortText)])),
  });

  const submit = form.onSubmit((values) =>
    save.mutate(
      { platforms: values },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('edit.saved') });
          closeDrawer();
        },
        onError: (error) =>
          showFormError(
            error,
            (field, message) => form.setFieldError(field, message),
            gamingPlatforms,
            'platforms.',
            'infoSave',
          ),
      },
    ),
  );

  return (
    <DrawerForm onSubmit={submit} saving={save.isPending}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {gamingPlatforms.map((platform) => {
          const Icon = platformIcons[platform] ?? defaultPlatformIcon;
          return (
            <TextInput
              key={platform}
              label={platformLabels[platform]}
              leftSection={<Icon size={18} />}
              placeholder={t('edit.platformPlaceholder')}
              maxLength={limits.shortText}
              {...form.getInputProps(platform)}
            />
          );
        })}
      </SimpleGrid>
    </DrawerForm>
  );
}
