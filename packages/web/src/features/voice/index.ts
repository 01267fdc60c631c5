export { LobbyVoiceCount, VoicePanel } from './VoicePanel';
