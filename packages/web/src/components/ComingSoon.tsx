import { Badge, Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './ComingSoon.module.css';

interface ComingSoonProps {
  title: string;
  text: string;
  icon?: ReactNode;
  /** Where the button leads; hidden when null. */
  action?: { label: string; to: string } | null;
  compact?: boolean;
  /** False for final states (a deleted post) that are not waiting for a feature. */
  soon?: boolean;
}

/** The honest state of a screen whose feature ships in a later issue: no fake data, just what is coming. */
export function ComingSoon({ title, text, icon, action, compact = false, soon = true }: ComingSoonProps) {
  const { t } = useTranslation('pages');
  return (
    <Paper className={classes.card} data-compact={compact || undefined} p={compact ? 'lg' : 'xl'} radius="lg">
      <Stack align="center" gap={compact ? 'xs' : 'md'} className={classes.body}>
        <ThemeIcon size={compact ? 44 : 64} radius="xl" variant="light" className={classes.icon}>
          {icon ?? <IconRocket size={compact ? 22 : 32} stroke={1.6} />}
        </ThemeIcon>
        {soon && (
          <Badge variant="light" radius="sm" size="sm">
            {t('comingSoon.badge')}
          </Badge>
        )}
        <Title order={compact ? 3 : 2} ta="center" className={classes.title}>
          {title}
        </Title>
        <Text c="dimmed" ta="center" maw={460}>
          {text}
        </Text>
        {!compact && soon && (
          <Text c="dimmed" ta="center" size="sm" maw={460}>
            {t('comingSoon.text')}
          </Text>
        )}
        {action && (
          <Button component={Link} to={action.to} variant="light" mt="xs">
            {action.label}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
