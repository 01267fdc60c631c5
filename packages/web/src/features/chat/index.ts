// What the rest of the app may use of features/chat; everything else in this folder is its own.
export { ChannelList } from './ChannelList';
export { ChatWindow } from './ChatWindow';
export { MessageUserButton } from './MessageUserButton';
export { MessagesButton } from './MessagesButton';
export { dockExpandedKey, openInDock, useDockChannel } from './dock-store';
export { chatKeys, useLobbyChatQuery } from './hooks';
export { useLiveUnread } from './use-live-unread';
export { useUnreadTitle, useUnreadTotal } from './use-unread-total';
