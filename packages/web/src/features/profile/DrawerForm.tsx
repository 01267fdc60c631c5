import { Button, Group, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { closeDrawer } from '../../lib/drawer-store';
import classes from './DrawerForm.module.css';

interface DrawerFormProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  children: ReactNode;
  /** Disables Save, e.g. while nothing changed. */
  disabled?: boolean;
}

/** The body of an edit drawer: fields, then Cancel and Save kept in reach at the bottom. */
export function DrawerForm({ onSubmit, saving, children, disabled = false }: DrawerFormProps) {
  const { t } = useTranslation('profile');
  return (
    <form onSubmit={onSubmit} noValidate className={classes.form}>
      <Stack gap="md">{children}</Stack>
      <Group justify="flex-end" gap="sm" className={classes.footer}>
        <Button variant="default" onClick={closeDrawer} disabled={saving}>
          {t('edit.cancel')}
        </Button>
        <Button type="submit" loading={saving} disabled={disabled}>
          {t('edit.save')}
        </Button>
      </Group>
    </form>
  );
}
