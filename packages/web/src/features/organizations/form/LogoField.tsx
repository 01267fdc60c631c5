import { Avatar, Button, Group, Input, Stack, Text } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

interface LogoFieldProps {
  value: File | null;
  onEdit: () => void;
  error?: string;
}

/** The picked logo's preview; the file is uploaded only when the form is sent. */
export function LogoField({ value, onEdit, error }: LogoFieldProps) {
  const { t } = useTranslation('organizations');
  const preview = useMemo(() => (value ? URL.createObjectURL(value) : null), [value]);
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  return (
    <Input.Wrapper label={t('create.logo')} required error={error}>
      <Group gap="md" mt={4} wrap="nowrap">
        <Avatar src={preview} size={64} radius="md" alt={preview ? t('create.logo') : undefined}>
          <IconPhotoPlus size={26} stroke={1.5} />
        </Avatar>
        <Stack gap={4} align="flex-start">
          <Button variant="light" size="xs" onClick={onEdit}>
            {value ? t('create.changeLogo') : t('create.addLogo')}
          </Button>
          <Text size="xs" c="dimmed">
            {t('create.logoHint')}
          </Text>
        </Stack>
      </Group>
    </Input.Wrapper>
  );
}
