import { Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';

/** A small empty or coming-soon message for dropdowns and panels. */
export function InlineEmpty({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Stack align="center" gap={6} px="lg" py="xl">
      <ThemeIcon variant="light" radius="xl" size={44}>
        {icon}
      </ThemeIcon>
      <Text fw={650} ta="center">
        {title}
      </Text>
      <Text size="sm" c="dimmed" ta="center">
        {text}
      </Text>
    </Stack>
  );
}
