import { Alert, Badge, Button, Code, Group, Image, List, Loader, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDevices, IconShieldLock } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Output } from '../../api/client';
import { errorText, notifyError } from '../../components/errors';
import { SettingRow, SettingsCard } from '../../components/SettingsCard';
import { formatRelative } from '../../lib/time';
import {
  useConfirmTotpMutation,
  useDisableTotpMutation,
  useRevokeSessionMutation,
  useSessionsQuery,
  useStartTotpMutation,
  useTotpStatusQuery,
} from './hooks';
import { PasskeysRow } from './PasskeysRow';
import classes from './SettingsPage.module.css';

type Session = Output<'getSessions'>['rows'][number];

/** Issue 43: two-step sign-in with an authenticator app, passkeys, and where the account is signed in. */
export function SecuritySection() {
  const { t } = useTranslation('settings');
  return (
    <SettingsCard title={t('security.title')} text={t('security.text')}>
      <TwoStepRow />
      <PasskeysRow />
      <SessionsRow />
    </SettingsCard>
  );
}

/** A code typed by the player: the app's six digits, or a recovery code. */
function CodeForm({ label, submit, pending, error }: CodeFormProps) {
  const { t } = useTranslation('settings');
  const [code, setCode] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) submit(code.trim());
  };
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {error !== null && error !== undefined && (
          <Alert color="red" variant="light" role="alert">
            {errorText(error)}
          </Alert>
        )}
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={label}
            autoComplete="one-time-code"
            spellCheck={false}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            maw={220}
          />
          <Button type="submit" loading={pending} disabled={!code.trim()}>
            {t('security.twoStep.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
interface CodeFormProps {
  label: string;
  submit: (code: string) => void;
  pending: boolean;
  error: unknown;
}

function TwoStepRow() {
  const { t } = useTranslation('settings');
  const status = useTotpStatusQuery();
  const start = useStartTotpMutation();
  const confirm = useConfirmTotpMutation();
  const disable = useDisableTotpMutation();
  const [setup, setSetup] = useState<{ secret: string; qr: string } | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [turningOff, setTurningOff] = useState(false);
  const enabled = status.data?.enabled ?? false;

  const begin = () =>
    start.mutate(undefined, {
      onSuccess: async ({ secret, otpauthUrl }) => {
        // The QR code's library comes with this tap, not with the settings page.
        const { toDataURL } = await import('qrcode');
        setSetup({ secret, qr: await toDataURL(otpauthUrl, { margin: 1, width: 200 }) });
      },
      onError: notifyError,
    });

  const text = enabled
    ? t('security.twoStep.on', { count: status.data?.recoveryCodesLeft ?? 0 })
    : t('security.twoStep.off');
  return (
    <SettingRow
      icon={<IconShieldLock size={22} stroke={1.6} />}
      label={t('security.twoStep.title')}
      text={text}
      action={
        status.isPending ? (
          <Loader size="sm" />
        ) : enabled ? (
          !turningOff && (
            <Button variant="default" color="red" onClick={() => setTurningOff(true)}>
              {t('security.twoStep.turnOff')}
            </Button>
          )
        ) : (
          !setup &&
          !recoveryCodes && (
            <Button variant="default" onClick={begin} loading={start.isPending}>
              {t('security.twoStep.turnOn')}
            </Button>
          )
        )
      }
    >
      {setup && !enabled && (
        <Stack gap="sm" className={classes.panel} data-testid="totp-setup">
          <Text size="sm">{t('security.twoStep.scan')}</Text>
          <Image src={setup.qr} alt={t('security.twoStep.qrAlt')} w={200} h={200} radius="sm" />
          <Text size="sm">
            {t('security.twoStep.orType')} <Code data-testid="totp-secret">{setup.secret}</Code>
          </Text>
          <CodeForm
            label={t('security.twoStep.code')}
            pending={confirm.isPending}
            error={confirm.error}
            submit={(code) =>
              confirm.mutate(code, {
                onSuccess: ({ recoveryCodes: codes }) => {
                  setSetup(null);
                  setRecoveryCodes(codes);
                },
              })
            }
          />
        </Stack>
      )}
      {recoveryCodes && (
        <Stack gap="sm" className={classes.panel} data-testid="recovery-codes">
          <Text size="sm" fw={600}>
            {t('security.twoStep.recoveryTitle')}
          </Text>
          <Text size="sm">{t('security.twoStep.recoveryText')}</Text>
          <List size="sm" spacing={2} listStyleType="none" ff="monospace">
            {recoveryCodes.map((code) => (
              <List.Item key={code}>{code}</List.Item>
            ))}
          </List>
          <Group gap="sm">
            <Button
              variant="default"
              onClick={() =>
                void navigator.clipboard
                  .writeText(recoveryCodes.join('\n'))
                  .then(() => notifications.show({ color: 'teal', message: t('security.twoStep.copied') }))
                  .catch(notifyError)
              }
            >
              {t('security.twoStep.copy')}
            </Button>
            <Button onClick={() => setRecoveryCodes(null)}>{t('security.twoStep.saved')}</Button>
          </Group>
        </Stack>
      )}
      {enabled && turningOff && (
        <Stack gap="sm" className={classes.panel}>
          <Text size="sm">{t('security.twoStep.offText')}</Text>
          <CodeForm
            label={t('security.twoStep.codeOrRecovery')}
            pending={disable.isPending}
            error={disable.error}
            submit={(code) =>
              disable.mutate(code, {
                onSuccess: () => {
                  setTurningOff(false);
                  notifications.show({ color: 'teal', message: t('security.twoStep.turnedOff') });
                },
              })
            }
          />
          <Group>
            <Button variant="subtle" onClick={() => setTurningOff(false)}>
              {t('security.cancel')}
            </Button>
          </Group>
        </Stack>
      )}
    </SettingRow>
  );
}

function SessionsRow() {
  const { t, i18n } = useTranslation('settings');
  const sessions = useSessionsQuery();
  const revoke = useRevokeSessionMutation();
  const rows = sessions.data?.rows ?? [];
  const others = rows.filter((row) => !row.current).length;
  const label = (row: Session) => row.device ?? row.user_agent ?? t('security.sessions.unknown');
  const signOut = (id: number | 'others') =>
    revoke.mutate(id, {
      onSuccess: () => notifications.show({ color: 'teal', message: t('security.sessions.signedOut') }),
      onError: notifyError,
    });
  return (
    <SettingRow
      icon={<IconDevices size={22} stroke={1.6} />}
      label={t('security.sessions.title')}
      text={t('security.sessions.text')}
      action={
        others > 0 && (
          <Button variant="default" onClick={() => signOut('others')} loading={revoke.isPending}>
            {t('security.sessions.signOutOthers')}
          </Button>
        )
      }
    >
      {sessions.isPending ? (
        <Loader size="sm" mt="sm" />
      ) : (
        <Stack gap={0} mt="sm" component="ul" className={classes.sessionList} aria-label={t('security.sessions.title')}>
          {rows.map((row) => (
            <Group key={row.id} component="li" justify="space-between" wrap="nowrap" py={8} gap="sm">
              <div className={classes.grow}>
                <Group gap={8}>
                  <Text size="sm" fw={600} truncate>
                    {label(row)}
                  </Text>
                  {row.current && (
                    <Badge size="sm" variant="light" color="teal">
                      {t('security.sessions.current')}
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {t('security.sessions.lastSeen', { when: formatRelative(row.last_seen_at, i18n.language) })}
                </Text>
              </div>
              {!row.current && (
                <Button size="xs" variant="subtle" color="red" onClick={() => signOut(row.id)}>
                  {t('security.sessions.signOut')}
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </SettingRow>
  );
}
