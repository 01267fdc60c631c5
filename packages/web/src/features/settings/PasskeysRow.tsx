import { Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFingerprint } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Output } from '../../api/client';
import { notifyError } from '../../components/errors';
import { SettingRow } from '../../components/SettingsCard';
import { formatRelative } from '../../lib/time';
import { isPasskeyCancelled, supportsPasskeys } from '../../lib/webauthn';
import { useAddPasskeyMutation, usePasskeysQuery, useRemovePasskeyMutation, useRenamePasskeyMutation } from './hooks';
import classes from './SettingsPage.module.css';

type Passkey = Output<'getPasskeys'>['rows'][number];

/** Issue 43: the account's passkeys, added from this browser, named and removed. */
export function PasskeysRow() {
  const { t } = useTranslation('settings');
  const passkeys = usePasskeysQuery();
  const add = useAddPasskeyMutation();
  const supported = supportsPasskeys();
  const rows = passkeys.data?.rows ?? [];
  const addOne = () =>
    add.mutate(undefined, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('security.passkeys.added') }),
      onError: (error) => isPasskeyCancelled(error) || notifyError(error),
    });
  return (
    <SettingRow
      icon={<IconFingerprint size={22} stroke={1.6} />}
      label={t('security.passkeys.title')}
      text={supported ? t('security.passkeys.text') : t('security.passkeys.unsupported')}
      action={
        supported && (
          <Button variant="default" onClick={addOne} loading={add.isPending}>
            {t('security.passkeys.add')}
          </Button>
        )
      }
    >
      {passkeys.isPending ? (
        <Loader size="sm" mt="sm" />
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed" mt="sm">
          {t('security.passkeys.empty')}
        </Text>
      ) : (
        <Stack gap={0} mt="sm" component="ul" className={classes.sessionList} aria-label={t('security.passkeys.title')}>
          {rows.map((row) => (
            <PasskeyItem key={row.id} passkey={row} />
          ))}
        </Stack>
      )}
    </SettingRow>
  );
}

function PasskeyItem({ passkey }: { passkey: Passkey }) {
  const { t, i18n } = useTranslation('settings');
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const rename = useRenamePasskeyMutation();
  const remove = useRemovePasskeyMutation();
  const when = (value: string) => formatRelative(value, i18n.language);
  const save = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate({ id: passkey.id, name }, { onSuccess: () => setEditing(false), onError: notifyError });
  };
  const removeIt = () =>
    remove.mutate(passkey.id, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('security.passkeys.removed') }),
      onError: notifyError,
    });
  if (editing) {
    return (
      <li>
        <form onSubmit={save} noValidate>
          <Group align="flex-end" gap="sm" py={8} wrap="wrap">
            <TextInput
              label={t('security.passkeys.renameLabel')}
              value={name}
              maxLength={60}
              onChange={(event) => setName(event.currentTarget.value)}
              className={classes.grow}
              data-autofocus
            />
            <Button type="submit" loading={rename.isPending} disabled={!name.trim()}>
              {t('security.passkeys.save')}
            </Button>
            <Button variant="subtle" onClick={() => setEditing(false)}>
              {t('security.cancel')}
            </Button>
          </Group>
        </form>
      </li>
    );
  }
  return (
    <Group component="li" justify="space-between" wrap="nowrap" py={8} gap="sm">
      <div className={classes.grow}>
        <Text size="sm" fw={600} truncate>
          {passkey.name}
        </Text>
        <Text size="xs" c="dimmed">
          {t('security.passkeys.created', { when: when(passkey.created_at) })}
          {passkey.last_used_at && ` · ${t('security.passkeys.lastUsed', { when: when(passkey.last_used_at) })}`}
        </Text>
      </div>
      <Group gap={4} wrap="nowrap">
        <Button size="xs" variant="subtle" onClick={() => setEditing(true)}>
          {t('security.passkeys.rename')}
        </Button>
        <Button size="xs" variant="subtle" color="red" onClick={removeIt} loading={remove.isPending}>
          {t('security.passkeys.remove')}
        </Button>
      </Group>
    </Group>
  );
}
