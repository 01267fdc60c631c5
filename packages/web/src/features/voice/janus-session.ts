// A player's connection to a lobby's AudioBridge room: Janus's JSON API over its WebSocket (session, handle, join
// with an SDP offer, trickled candidates, keepalives) and one RTCPeerConnection carrying the microphone up and the
// room's mix down. What the room says (who is in, who talks, a kick) comes back through `events`.
import type { VoiceRoom } from '@gamefolk/contract';

export interface VoiceParticipant {
  id: number;
  userId: number | null;
  muted: boolean;
  talking: boolean;
}

export interface JanusSessionEvents {
  /** Participants who joined or changed (muted, talking), this player among them once joined. */
  participants(list: VoiceParticipant[]): void;
  left(id: number): void;
  talking(id: number, talking: boolean): void;
  /** The owner (or the server) put this player out of the room. */
  kicked(): void;
  /** The connection to Janus, or the media, is gone: the caller may join again. */
  lost(): void;
  remoteStream(stream: MediaStream): void;
}

interface JanusMessage {
  janus: string;
  transaction?: string;
  session_id?: number;
  sender?: number;
  data?: { id: number };
  error?: { code: number; reason: string };
  plugindata?: { data: Record<string, unknown> };
  jsep?: RTCSessionDescriptionInit;
}

/** AudioBridge's answer refusing a join or a request (its error code, e.g. 485 no such room). */
export class VoiceJoinError extends Error {
  constructor(readonly code: number) {
    super(`voice join refused (${code})`);
  }
}

const KEEPALIVE_MS = 25_000;
const REQUEST_TIMEOUT_MS = 10_000;

type RawParticipant = { id: number; display?: string; muted?: boolean; talking?: boolean };

export class JanusSession {
  private socket: WebSocket | undefined;
  private pc: RTCPeerConnection | undefined;
  private session = 0;
  private handle = 0;
  private keepalive: ReturnType<typeof setInterval> | undefined;
  private pending = new Map<string, (message: JanusMessage) => void>();
  private counter = 0;
  private closed = false;

  constructor(
    private readonly room: VoiceRoom,
    private readonly events: JanusSessionEvents,
  ) {}

  /** Opens the session and joins with `track` (the microphone), muted or not. */
  async join(track: MediaStreamTrack, muted: boolean) {
    await this.open();
    const created = await this.request({ janus: 'create' });
    this.session = created.data!.id;
    const attached = await this.request({ janus: 'attach', plugin: 'janus.plugin.audiobridge' });
    this.handle = attached.data!.id;
    this.keepalive = setInterval(() => void this.request({ janus: 'keepalive' }).catch(() => {}), KEEPALIVE_MS);

    const pc = new RTCPeerConnection({ iceServers: this.room.iceServers });
    this.pc = pc;
    pc.addTrack(track, new MediaStream([track]));
    pc.ontrack = (event) => this.events.remoteStream(event.streams[0] ?? new MediaStream([event.track]));
    pc.onicecandidate = (event) =>
      void this.request({ janus: 'trickle', candidate: event.candidate ?? { completed: true } }).catch(() => {});
    pc.onconnectionstatechange = () => {
      if (pc.connectionState === 'failed' || pc.connectionState === 'closed') this.lose();
    };
    const offer = await pc.createOffer();
    await pc.setLocalDescription(offer);
    const answer = await this.request(
      {
        janus: 'message',
        body: {
          request: 'join',
          room: this.room.room,
          id: this.room.participantId,
          display: String(this.room.userId),
          token: this.room.token,
          muted,
        },
        jsep: offer,
      },
      (message) => message.janus === 'event',
    );
    const data = answer.plugindata?.data ?? {};
    if (data.error_code) throw new VoiceJoinError(Number(data.error_code));
    this.onPluginEvent(data);
    if (answer.jsep) await pc.setRemoteDescription(answer.jsep);
  }

  /** Mutes or unmutes this player in the room (the server stops mixing them), besides the track itself. */
  async setMuted(muted: boolean) {
    await this.request({ janus: 'message', body: { request: 'configure', muted } });
  }

  /** Replaces the microphone (another device or other processing) without joining again. */
  async replaceTrack(track: MediaStreamTrack) {
    const sender = this.pc?.getSenders().find((s) => s.track?.kind === 'audio' || s.track === null);
    await sender?.replaceTrack(track);
  }

  /** Leaves the room and ends the session; also what closing the tab does (best effort, nothing awaited). */
  close() {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.keepalive);
    if (this.socket?.readyState === WebSocket.OPEN && this.session) {
      this.send({ janus: 'message', body: { request: 'leave' } });
      this.send({ janus: 'destroy' });
    }
    this.pc?.close();
    this.socket?.close();
  }

  private lose() {
    if (this.closed) return;
    this.close();
    this.events.lost();
  }

  private open() {
    return new Promise<void>((resolve, reject) => {
      const socket = new WebSocket(this.room.url, 'janus-protocol');
      this.socket = socket;
      socket.onopen = () => resolve();
      socket.onerror = () => reject(new Error('voice server unreachable'));
      socket.onclose = () => this.lose();
      socket.onmessage = (event) => {
        let message: JanusMessage;
        try {
          message = JSON.parse(String(event.data)) as JanusMessage;
        } catch {
          return;
        }
        this.onMessage(message);
      };
    });
  }

  private onMessage(message: JanusMessage) {
    if (message.janus === 'ack') return;
    const waiting = message.transaction ? this.pending.get(message.transaction) : undefined;
    if (waiting) return waiting(message);
    if (message.janus === 'hangup' || message.janus === 'detached') return this.lose();
    if (message.janus === 'event' && message.plugindata) {
      this.onPluginEvent(message.plugindata.data);
      if (message.jsep) void this.pc?.setRemoteDescription(message.jsep);
    }
  }

  private onPluginEvent(data: Record<string, unknown>) {
    const kind = data.audiobridge;
    if (kind === 'talking' || kind === 'stopped-talking') {
      this.events.talking(Number(data.id), kind === 'talking');
      return;
    }
    if (data.kicked !== undefined && Number(data.kicked) === this.room.participantId) {
      this.close();
      this.events.kicked();
      return;
    }
    if (data.kicked !== undefined) this.events.left(Number(data.kicked));
    if (data.leaving !== undefined) this.events.left(Number(data.leaving));
    const list = data.participants as RawParticipant[] | undefined;
    if (kind === 'joined' || list) {
      const own: RawParticipant[] =
        kind === 'joined' ? [{ id: this.room.participantId, display: String(this.room.userId) }] : [];
      this.events.participants(
        [...own, ...(list ?? [])].map((p) => ({
          id: p.id,
          userId: Number.isSafeInteger(Number(p.display)) ? Number(p.display) : null,
          muted: Boolean(p.muted),
          talking: Boolean(p.talking),
        })),
      );
    }
  }

  private send(message: Record<string, unknown>) {
    const transaction = `t${++this.counter}`;
    const scope = {
      ...(this.session ? { session_id: this.session } : {}),
      ...(this.handle && message.janus !== 'destroy' && message.janus !== 'keepalive'
        ? { handle_id: this.handle }
        : {}),
      ...(this.room.janusToken ? { token: this.room.janusToken } : {}),
    };
    this.socket?.send(JSON.stringify({ ...message, ...scope, transaction }));
    return transaction;
  }

  /** Sends and waits for the answer: the first under its transaction, or the first that `final` accepts. */
  private request(message: Record<string, unknown>, final: (m: JanusMessage) => boolean = () => true) {
    return new Promise<JanusMessage>((resolve, reject) => {
      if (this.socket?.readyState !== WebSocket.OPEN) return reject(new Error('voice server unreachable'));
      const transaction = this.send(message);
      const timer = setTimeout(() => {
        this.pending.delete(transaction);
        reject(new Error('voice server did not answer'));
      }, REQUEST_TIMEOUT_MS);
      this.pending.set(transaction, (answer) => {
        if (answer.janus === 'error') {
          clearTimeout(timer);
          this.pending.delete(transaction);
          return reject(new VoiceJoinError(answer.error?.code ?? 0));
        }
        if (!final(answer)) return;
        clearTimeout(timer);
        this.pending.delete(transaction);
        resolve(answer);
      });
    });
  }
}
