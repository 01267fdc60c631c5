import type { LobbyDetail } from '@gamefolk/contract';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Progress,
  Select,
  Slider,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '../../components/PersonAvatar';
import { errorText } from '../../components/errors';
import classes from '../../components/cards.module.css';
import { useLobbyVoiceCountQuery, useLobbyVoiceQuery, useModerateVoiceMutation } from './hooks';
import { useVoice, type VoiceStatus } from './use-voice';

type Member = LobbyDetail['members'][number];

/**
 * The lobby's voice room for its owner and members: who is in, Join voice; once in, who talks, mute, push to talk,
 * the microphone and its switches, the room's volume, and (for the owner) mute or remove a member. Nothing at all
 * when the server has no voice.
 */
export function VoicePanel({ lobby }: { lobby: LobbyDetail }) {
  const { t } = useTranslation('voice');
  const present = useLobbyVoiceQuery([lobby.id]);
  const voice = useVoice(lobby.id);
  const audio = useRef<HTMLAudioElement>(null);
  const moderate = useModerateVoiceMutation();
  const memberById = new Map(lobby.members.map((m) => [m.user.id, m]));

  useEffect(() => {
    if (audio.current) audio.current.srcObject = voice.remoteStream;
  }, [voice.remoteStream]);
  useEffect(() => {
    if (audio.current) audio.current.volume = voice.settings.volume;
  }, [voice.settings.volume]);

  if (!present.data?.enabled) return null;
  const inRoom = ['connecting', 'joined', 'reconnecting'].includes(voice.status.kind);
  const listed = inRoom
    ? voice.participants.map((p) => ({ key: p.id, userId: p.userId, talking: p.talking, muted: p.muted }))
    : (present.data.rows[0]?.userIds ?? []).map((userId) => ({ key: userId, userId, talking: false, muted: false }));

  const onError = (error: unknown) => notifications.show({ color: 'red', message: errorText(error) });
  const nameOf = (member: Member | undefined) => member?.user.fullname || member?.user.username || t('someone');

  return (
    <Paper className={classes.panel} radius="lg" p="lg" aria-label={t('title')} component="section">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {t('title')}
          </Title>
          <Badge variant="light" color={listed.length ? 'teal' : 'gray'}>
            {t('inVoice', { count: listed.length })}
          </Badge>
        </Group>
        <StatusNote status={voice.status} />
        {listed.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('nobody')}
          </Text>
        ) : (
          <ul aria-label={t('title')} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
            {listed.map((p) => {
              const member = p.userId === null ? undefined : memberById.get(p.userId);
              const self = inRoom && p.key === voice.selfId;
              const talking = self ? voice.transmitting && voice.level > 0.05 : p.talking;
              return (
                <li key={p.key} data-speaking={talking ? 'true' : 'false'}>
                  <Group gap="sm" wrap="nowrap">
                    <PersonAvatar
                      src={member?.user.photoUrl}
                      name={nameOf(member)}
                      size={36}
                      style={{
                        outline: talking ? '3px solid var(--mantine-color-teal-5)' : '3px solid transparent',
                        transition: 'outline-color 120ms',
                      }}
                    />
                    <Stack gap={0} className={classes.grow} style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600} truncate>
                        {nameOf(member)}
                        {self ? ` (${t('you')})` : ''}
                      </Text>
                      {(talking || p.muted) && (
                        <Text size="xs" c={talking ? 'teal' : 'dimmed'}>
                          {talking ? t('speaking') : t('muted')}
                        </Text>
                      )}
                    </Stack>
                    {lobby.me.isOwner && inRoom && !self && p.userId !== null && (
                      <Group gap={4} wrap="nowrap">
                        <Button
                          size="compact-xs"
                          variant="light"
                          aria-label={t('muteMember', { name: nameOf(member) })}
                          onClick={() =>
                            moderate.mutate({ lobbyId: lobby.id, userId: p.userId!, action: 'mute' }, { onError })
                          }
                        >
                          {t('mute')}
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="light"
                          color="red"
                          aria-label={t('kickMember', { name: nameOf(member) })}
                          onClick={() =>
                            moderate.mutate({ lobbyId: lobby.id, userId: p.userId!, action: 'kick' }, { onError })
                          }
                        >
                          ✕
                        </Button>
                      </Group>
                    )}
                  </Group>
                </li>
              );
            })}
          </ul>
        )}
        {inRoom ? (
          <VoiceControls voice={voice} />
        ) : (
          <Group>
            <Button loading={voice.status.kind === 'asking'} onClick={() => void voice.join()}>
              {t('join')}
            </Button>
          </Group>
        )}
        {/* The room's mix: a remote track no element plays gives no sound. */}
        <audio ref={audio} autoPlay data-voice-mix />
      </Stack>
    </Paper>
  );
}

function StatusNote({ status }: { status: VoiceStatus }) {
  const { t } = useTranslation('voice');
  if (status.kind === 'connecting' || status.kind === 'reconnecting') {
    return (
      <Text size="sm" c="dimmed" role="status">
        {t(status.kind)}
      </Text>
    );
  }
  const message =
    status.kind === 'denied'
      ? t(status.reason)
      : status.kind === 'kicked'
        ? t('kicked')
        : status.kind === 'failed'
          ? t('failed')
          : null;
  if (!message) return null;
  return (
    <Alert color={status.kind === 'kicked' ? 'orange' : 'red'} role="alert">
      {message}
    </Alert>
  );
}

function VoiceControls({ voice }: { voice: ReturnType<typeof useVoice> }) {
  const { t } = useTranslation('voice');
  const { settings, setSettings } = voice;
  const hold = (held: boolean) => () => voice.setPttHeld(held);
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        {!settings.pushToTalk && (
          <Button variant="light" aria-pressed={voice.muted} onClick={() => voice.setMuted(!voice.muted)}>
            {voice.muted ? t('unmute') : t('mute')}
          </Button>
        )}
        {settings.pushToTalk && (
          <Button
            variant={voice.transmitting ? 'filled' : 'light'}
            onPointerDown={hold(true)}
            onPointerUp={hold(false)}
            onPointerLeave={hold(false)}
            onPointerCancel={hold(false)}
            onContextMenu={(event) => event.preventDefault()}
            style={{ touchAction: 'none', userSelect: 'none' }}
          >
            {t('holdToTalk')}
          </Button>
        )}
        <Button variant="light" color="red" onClick={voice.leave}>
          {t('leave')}
        </Button>
      </Group>
      <Switch
        label={t('pushToTalk')}
        description={t('pushToTalkHint')}
        checked={settings.pushToTalk}
        onChange={(event) => void setSettings({ pushToTalk: event.currentTarget.checked })}
      />
      <Select
        label={t('device')}
        data={voice.devices.map((d, i) => ({ value: d.deviceId, label: d.label || `${t('device')} ${i + 1}` }))}
        value={settings.deviceId || voice.devices[0]?.deviceId || null}
        onChange={(value) => value && void setSettings({ deviceId: value })}
        allowDeselect={false}
        comboboxProps={{ withinPortal: true }}
      />
      <Stack gap={4}>
        <Text size="sm" id="voice-level">
          {t('level')}
        </Text>
        <Progress
          value={voice.transmitting ? voice.level * 100 : 0}
          aria-labelledby="voice-level"
          color="teal"
          transitionDuration={80}
        />
      </Stack>
      <Group gap="lg" wrap="wrap">
        <Switch
          label={t('noiseSuppression')}
          checked={settings.noiseSuppression}
          onChange={(event) => void setSettings({ noiseSuppression: event.currentTarget.checked })}
        />
        <Switch
          label={t('echoCancellation')}
          checked={settings.echoCancellation}
          onChange={(event) => void setSettings({ echoCancellation: event.currentTarget.checked })}
        />
        <Switch
          label={t('autoGain')}
          checked={settings.autoGainControl}
          onChange={(event) => void setSettings({ autoGainControl: event.currentTarget.checked })}
        />
      </Group>
      <Stack gap={4}>
        <Text size="sm" id="voice-volume">
          {t('volume')}
        </Text>
        <Slider
          aria-labelledby="voice-volume"
          min={0}
          max={1}
          step={0.05}
          value={settings.volume}
          onChange={(volume) => void setSettings({ volume })}
          label={(value) => `${Math.round(value * 100)}%`}
        />
      </Stack>
    </Stack>
  );
}

/** A lobby card's line: how many are in its voice room, when any are (and the server has voice). */
export function LobbyVoiceCount({ lobbyId }: { lobbyId: number }) {
  const { t } = useTranslation('voice');
  const count = useLobbyVoiceCountQuery(lobbyId).data ?? 0;
  if (!count) return null;
  return (
    <Badge variant="light" color="teal" size="sm">
      🎙 {t('inVoice', { count })}
    </Badge>
  );
}
