import { useCallback, useEffect, useRef, useState } from 'react';
import { JanusSession, VoiceJoinError, type VoiceParticipant } from './janus-session';
import { useVoiceRoomMutation } from './hooks';

/** Where the player is in a lobby's voice room. */
export type VoiceStatus =
  | { kind: 'idle' }
  | { kind: 'asking' }
  | { kind: 'denied'; reason: 'micDenied' | 'micMissing' }
  | { kind: 'connecting' }
  | { kind: 'joined' }
  | { kind: 'reconnecting' }
  | { kind: 'kicked' }
  | { kind: 'failed'; error: unknown };

export interface VoiceSettings {
  deviceId: string;
  noiseSuppression: boolean;
  echoCancellation: boolean;
  autoGainControl: boolean;
  pushToTalk: boolean;
  /** The room's mix as played here, 0 to 1. */
  volume: number;
}

const SETTINGS_KEY = 'voice_settings';
const defaults: VoiceSettings = {
  deviceId: '',
  noiseSuppression: true,
  echoCancellation: true,
  autoGainControl: true,
  pushToTalk: false,
  volume: 1,
};
/** The key held down to talk in push-to-talk mode (outside text fields). */
export const PUSH_TO_TALK_KEY = 'v';
const RECONNECT_TRIES = 6;
/** AudioBridge's "no such room": the room was swept empty between the server's answer and the join. */
const NO_SUCH_ROOM = 485;

function loadSettings(): VoiceSettings {
  try {
    return { ...defaults, ...(JSON.parse(localStorage.getItem(SETTINGS_KEY) ?? '{}') as Partial<VoiceSettings>) };
  } catch {
    return defaults;
  }
}

function microphone(settings: VoiceSettings) {
  return navigator.mediaDevices.getUserMedia({
    audio: {
      ...(settings.deviceId ? { deviceId: { exact: settings.deviceId } } : {}),
      noiseSuppression: settings.noiseSuppression,
      echoCancellation: settings.echoCancellation,
      autoGainControl: settings.autoGainControl,
    },
  });
}

const deniedReason = (error: unknown) =>
  error instanceof DOMException && (error.name === 'NotFoundError' || error.name === 'OverconstrainedError')
    ? ('micMissing' as const)
    : ('micDenied' as const);

/** The microphone's loudness, 0 to 1, read ten times a second from an analyser on the track. */
function useLevel(stream: MediaStream | null) {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!stream) return;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const timer = setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      let sum = 0;
      for (const s of samples) sum += s * s;
      setLevel(Math.min(1, Math.sqrt(sum / samples.length) * 4));
    }, 100);
    return () => {
      clearInterval(timer);
      setLevel(0);
      void context.close();
    };
  }, [stream]);
  return level;
}

/** A lobby's voice room as this player lives it: joining, the microphone and its switches, who is in and talks. */
export function useVoice(lobbyId: number) {
  const roomMutation = useVoiceRoomMutation();
  const askRoom = roomMutation.mutateAsync;
  const [status, setStatus] = useState<VoiceStatus>({ kind: 'idle' });
  const [participants, setParticipants] = useState<Map<number, VoiceParticipant>>(new Map());
  const [settings, setSettingsState] = useState<VoiceSettings>(loadSettings);
  const [muted, setMuted] = useState(false);
  const [pttHeld, setPttHeld] = useState(false);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [remoteStream, setRemoteStream] = useState<MediaStream | null>(null);
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [selfId, setSelfId] = useState<number | null>(null);
  const session = useRef<JanusSession | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const wanted = useRef(false);
  const tries = useRef(0);
  const level = useLevel(stream);
  const transmitting = settings.pushToTalk ? pttHeld : !muted;
  const transmittingRef = useRef(transmitting);
  transmittingRef.current = transmitting;

  const releaseMic = useCallback(() => {
    streamRef.current?.getTracks().forEach((track) => track.stop());
    streamRef.current = null;
    setStream(null);
  }, []);

  const endSession = useCallback(() => {
    session.current?.close();
    session.current = null;
    setParticipants(new Map());
    setRemoteStream(null);
  }, []);

  const connect = useCallback(
    async (reconnecting: boolean): Promise<void> => {
      const track = streamRef.current?.getAudioTracks()[0];
      if (!track) return;
      setStatus({ kind: reconnecting ? 'reconnecting' : 'connecting' });
      try {
        const room = await askRoom(lobbyId);
        if (!wanted.current) return;
        const joining = new JanusSession(room, {
          participants: (list) =>
            setParticipants((current) => {
              const next = new Map(current);
              for (const p of list) next.set(p.id, { ...next.get(p.id), ...p });
              return next;
            }),
          left: (id) =>
            setParticipants((current) => {
              const next = new Map(current);
              next.delete(id);
              return next;
            }),
          talking: (id, talking) =>
            setParticipants((current) => {
              const found = current.get(id);
              if (!found) return current;
              return new Map(current).set(id, { ...found, talking });
            }),
          kicked: () => {
            wanted.current = false;
            session.current = null;
            setParticipants(new Map());
            setRemoteStream(null);
            releaseMic();
            setStatus({ kind: 'kicked' });
          },
          lost: () => {
            if (session.current !== joining) return;
            session.current = null;
            setParticipants(new Map());
            if (wanted.current) void retry();
          },
          remoteStream: setRemoteStream,
        });
        session.current = joining;
        setSelfId(room.participantId);
        track.enabled = transmittingRef.current;
        await joining.join(track, !transmittingRef.current);
        tries.current = 0;
        setStatus({ kind: 'joined' });
      } catch (error) {
        session.current?.close();
        session.current = null;
        if (!wanted.current) return;
        if (error instanceof VoiceJoinError && error.code === NO_SUCH_ROOM && tries.current === 0) {
          tries.current++;
          return connect(reconnecting);
        }
        if (reconnecting) return retry();
        wanted.current = false;
        releaseMic();
        setStatus({ kind: 'failed', error });
      }
    },
    // `retry` is declared below and only read when called.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [askRoom, lobbyId, releaseMic],
  );

  const retry = useCallback(async () => {
    if (!wanted.current) return;
    if (tries.current >= RECONNECT_TRIES) {
      wanted.current = false;
      releaseMic();
      setStatus({ kind: 'failed', error: new Error('voice lost') });
      return;
    }
    setStatus({ kind: 'reconnecting' });
    const wait = Math.min(8_000, 500 * 2 ** tries.current++);
    await new Promise((resolve) => setTimeout(resolve, navigator.onLine ? wait : Math.max(wait, 2_000)));
    if (wanted.current && !session.current) await connect(true);
  }, [connect, releaseMic]);

  const join = useCallback(async () => {
    wanted.current = true;
    tries.current = 0;
    setStatus({ kind: 'asking' });
    try {
      const mic = await microphone(settings);
      streamRef.current = mic;
      setStream(mic);
      setDevices((await navigator.mediaDevices.enumerateDevices()).filter((d) => d.kind === 'audioinput'));
    } catch (error) {
      wanted.current = false;
      setStatus({ kind: 'denied', reason: deniedReason(error) });
      return;
    }
    await connect(false);
  }, [connect, settings]);

  const leave = useCallback(() => {
    wanted.current = false;
    endSession();
    releaseMic();
    setStatus({ kind: 'idle' });
  }, [endSession, releaseMic]);

  const setSettings = useCallback(
    async (change: Partial<VoiceSettings>) => {
      const next = { ...settings, ...change };
      setSettingsState(next);
      localStorage.setItem(SETTINGS_KEY, JSON.stringify(next));
      const processing = ['deviceId', 'noiseSuppression', 'echoCancellation', 'autoGainControl'] as const;
      if (!streamRef.current || !processing.some((key) => key in change)) return;
      // Another device or other processing: a new track, sent in place of the old one without joining again.
      try {
        const mic = await microphone(next);
        const track = mic.getAudioTracks()[0]!;
        track.enabled = transmittingRef.current;
        await session.current?.replaceTrack(track);
        streamRef.current.getTracks().forEach((t) => t.stop());
        streamRef.current = mic;
        setStream(mic);
      } catch (error) {
        setStatus({ kind: 'denied', reason: deniedReason(error) });
      }
    },
    [settings],
  );

  // Muting stops the track here and the mixing on the server, so nothing of it reaches the room.
  useEffect(() => {
    const track = stream?.getAudioTracks()[0];
    if (track) track.enabled = transmitting;
    if (status.kind === 'joined') void session.current?.setMuted(!transmitting).catch(() => {});
  }, [transmitting, stream, status.kind]);

  // Push to talk: the key held outside text fields.
  useEffect(() => {
    if (!settings.pushToTalk || status.kind !== 'joined') return;
    const typing = (event: KeyboardEvent) =>
      event.target instanceof HTMLElement &&
      (event.target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(event.target.tagName));
    const down = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === PUSH_TO_TALK_KEY && !typing(event)) setPttHeld(true);
    };
    const up = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === PUSH_TO_TALK_KEY) setPttHeld(false);
    };
    const blur = () => setPttHeld(false);
    window.addEventListener('keydown', down);
    window.addEventListener('keyup', up);
    window.addEventListener('blur', blur);
    return () => {
      window.removeEventListener('keydown', down);
      window.removeEventListener('keyup', up);
      window.removeEventListener('blur', blur);
    };
  }, [settings.pushToTalk, status.kind]);

  // Back online (another network): join again at once rather than at the next try.
  useEffect(() => {
    const online = () => {
      if (wanted.current && !session.current) {
        tries.current = 0;
        void connect(true);
      }
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [connect]);

  // Closing the tab (or leaving the page) leaves the room.
  useEffect(() => {
    const gone = () => session.current?.close();
    window.addEventListener('pagehide', gone);
    return () => {
      window.removeEventListener('pagehide', gone);
      wanted.current = false;
      session.current?.close();
      session.current = null;
      streamRef.current?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return {
    status,
    participants: [...participants.values()],
    selfId,
    settings,
    setSettings,
    muted,
    setMuted,
    transmitting,
    setPttHeld,
    devices,
    level,
    remoteStream,
    join,
    leave,
  };
}
