import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ContactCardProps {
  id: string;
  title: string;
  body: string;
  email: string;
}

export function ContactCard({ id, title, body, email }: ContactCardProps) {
  const { t } = useTranslation('public');

  return (
    <Card component="section" aria-labelledby={id} withBorder radius="lg" padding="xl">
      <Group justify="space-between" align="center" gap="lg">
        <Group gap="md" wrap="nowrap" align="flex-start" style={{ flex: '1 1 320px' }}>
          <ThemeIcon variant="light" size={44} radius="md">
            <IconMail size={24} stroke={1.7} aria-hidden />
          </ThemeIcon>
          <Stack gap={4}>
            <Title id={id} order={2} fz="xl">
              {title}
            </Title>
            <Text c="dimmed">{body}</Text>
          </Stack>
        </Group>
        <Button component="a" href={`mailto:${email}`} variant="light" leftSection={<IconMail size={18} aria-hidden />}>
          {t('common.emailUs')}: {email}
        </Button>
      </Group>
    </Card>
  );
}
