import { Paper, Text, Title } from '@mantine/core';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import classes from './SettingsCard.module.css';

interface SettingsCardProps {
  title: string;
  text?: string;
  danger?: boolean;
  children: ReactNode;
}

/** One group of settings: a titled card whose rows are split by hairlines. */
export function SettingsCard({ title, text, danger = false, children }: SettingsCardProps) {
  return (
    <Paper component="section" className={classes.card} data-danger={danger || undefined} radius="lg" p="lg">
      <Title order={2} size="h4" mb={text ? 4 : 'md'}>
        {title}
      </Title>
      {text && (
        <Text size="sm" c="dimmed" mb="md">
          {text}
        </Text>
      )}
      {children}
    </Paper>
  );
}

interface SettingRowProps {
  label: string;
  text?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
  labelId?: string;
  /** Extra attributes of the row's root (a ref, a highlight), e.g. the card of an account linked a moment ago. */
  rootProps?: ComponentPropsWithRef<'div'> & Record<`data-${string}`, unknown>;
}

/** A label with its explanation on the left, its control on the right (stacked on phones). */
export function SettingRow({ label, text, icon, action, children, labelId, rootProps }: SettingRowProps) {
  return (
    <div {...rootProps} className={[classes.item, rootProps?.className].filter(Boolean).join(' ')}>
      <div className={classes.row}>
        <div className={classes.labelWrap}>
          {icon && (
            <span className={classes.icon} aria-hidden>
              {icon}
            </span>
          )}
          <div className={classes.grow}>
            <Text fw={600} id={labelId}>
              {label}
            </Text>
            {text && (
              <Text size="sm" c="dimmed" component="div">
                {text}
              </Text>
            )}
          </div>
        </div>
        {action}
      </div>
      {children}
    </div>
  );
}
