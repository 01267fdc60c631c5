import { limits, rules, type HardwarePart } from '@gamefolk/contract';
import { SimpleGrid, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { closeDrawer } from '../../lib/drawer-store';
import { showFormError } from '../../components/form-errors';
import { ruleValidator } from '../auth';
import { DrawerForm } from './DrawerForm';
import { useSaveHardwareMutation, type HardwareKind } from './hooks';
import { hardwareIcons, partsOf } from './profile-fields';

type Hardware = Partial<Record<HardwarePart, string>>;

export function HardwareForm({ userId, kind, saved }: { userId: number; kind: HardwareKind; saved: Hardware }) {
  const { t } = useTranslation('profile');
  const save = useSaveHardwareMutation(userId, kind);
  const parts = partsOf(kind, saved);
  const form = useForm<Record<string, string>>({
    initialValues: Object.fromEntries(parts.map((part) => [part, saved[part] ?? ''])),
    validateInputOnBlur: true,
    validate: Object.fromEntries(parts.map((part) => [part, ruleValidator(rules.shortText)])),
  });

  const submit = form.onSubmit((values) => {
    const filled = Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
    save.mutate(filled, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('edit.saved') });
        closeDrawer();
      },
      onError: (error) =>
        showFormError(error, (field, message) => form.setFieldError(field, message), parts, '', 'infoSave'),
    });
  });

  return (
    <DrawerForm onSubmit={submit} saving={save.isPending}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {parts.map((part) => {
          const Icon = hardwareIcons[part];
          return (
            <TextInput
              key={part}
              label={t(`hardware.${part}`)}
              placeholder={t(`hardware.placeholders.${part}`)}
              leftSection={<Icon size={18} />}
              maxLength={limits.shortText}
              {...form.getInputProps(part)}
            />
          );
        })}
      </SimpleGrid>
    </DrawerForm>
  );
}
