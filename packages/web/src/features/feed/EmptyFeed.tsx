import { Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './FeedPage.module.css';

/** What a list says when it has no posts (yet). */
export function EmptyFeed({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <Stack align="center" gap={6} className={classes.empty}>
      <ThemeIcon variant="light" radius="xl" size={52}>
        {icon}
      </ThemeIcon>
      <Text fw={700} ta="center" mt={4}>
        {title}
      </Text>
      <Text size="sm" c="dimmed" ta="center" maw={380}>
        {text}
      </Text>
    </Stack>
  );
}
