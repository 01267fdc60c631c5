import { ActionIcon, Group, Paper, Text, Title, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './ProfileSection.module.css';

interface ProfileSectionProps {
  title: string;
  icon: ReactNode;
  /** Owners get an edit button with this label. */
  onEdit?: () => void;
  editLabel?: string;
  /** Shown instead of children when the section has nothing yet. */
  empty?: string | null;
  children?: ReactNode;
  actions?: ReactNode;
}

/** One card of the About tab: a title row, an optional edit button and its content or empty line. */
export function ProfileSection({ title, icon, onEdit, editLabel, empty, children, actions }: ProfileSectionProps) {
  return (
    <Paper component="section" className={classes.card} radius="lg" p="lg" aria-label={title}>
      <Group justify="space-between" wrap="nowrap" mb="md" gap="sm">
        <Group gap={10} wrap="nowrap" className={classes.heading}>
          <span className={classes.icon} aria-hidden>
            {icon}
          </span>
          <Title order={2} size="h5" className={classes.title}>
            {title}
          </Title>
        </Group>
        <Group gap={4} wrap="nowrap">
          {actions}
          {onEdit && editLabel && (
            <Tooltip label={editLabel}>
              <ActionIcon variant="subtle" color="gray" onClick={onEdit} aria-label={editLabel}>
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
      {empty ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        children
      )}
    </Paper>
  );
}
