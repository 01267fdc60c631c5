// The status machine is shared by every live socket (api/live-socket.ts); kept here for the notifications' imports.
export * from '../../api/live-status';
