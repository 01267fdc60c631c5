import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './NoticeCard.module.css';

interface NoticeCardProps {
  title: string;
  text: string;
  icon?: ReactNode;
  /** Where the button leads; hidden when null. */
  action?: { label: string; to: string } | null;
  compact?: boolean;
}

/** A screen with nothing to show but a state (a missing account or organization, a file's address): icon, title, text, a way on. */
export function NoticeCard({ title, text, icon, action, compact = false }: NoticeCardProps) {
  return (
    <Paper className={classes.card} data-compact={compact || undefined} p={compact ? 'lg' : 'xl'} radius="lg">
      <Stack align="center" gap={compact ? 'xs' : 'md'} className={classes.body}>
        <ThemeIcon size={compact ? 44 : 64} radius="xl" variant="light" className={classes.icon}>
          {icon ?? <IconRocket size={compact ? 22 : 32} stroke={1.6} />}
        </ThemeIcon>
        <Title order={compact ? 3 : 2} ta="center" className={classes.title}>
          {title}
        </Title>
        <Text c="dimmed" ta="center" maw={460}>
          {text}
        </Text>
        {action && (
          <Button component={Link} to={action.to} variant="light" mt="xs">
            {action.label}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
