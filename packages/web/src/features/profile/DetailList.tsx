import { Text } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './DetailList.module.css';

export interface Detail {
  key: string;
  icon: Icon;
  label: string;
  value: ReactNode;
  action?: ReactNode;
}

/** Label and value rows (platforms, links, hardware parts), each with its icon. */
export function DetailList({ items }: { items: Detail[] }) {
  return (
    <dl className={classes.list}>
      {items.map(({ key, icon: Icon, label, value, action }) => (
        <div key={key} className={classes.row}>
          <Icon size={18} className={classes.icon} aria-hidden />
          <dt className={classes.label}>
            <Text size="sm" c="dimmed" component="span">
              {label}
            </Text>
          </dt>
          <dd className={classes.value}>
            <Text size="sm" fw={600} component="span" className={classes.text}>
              {value}
            </Text>
            {action}
          </dd>
        </div>
      ))}
    </dl>
  );
}
