// The channels whose conversation is on screen: a message arriving there is read, not counted as unread.
const viewed = new Map<number, number>();

export function startViewing(channelId: number): () => void {
  viewed.set(channelId, (viewed.get(channelId) ?? 0) + 1);
  return () => {
    const left = (viewed.get(channelId) ?? 1) - 1;
    if (left > 0) viewed.set(channelId, left);
    else viewed.delete(channelId);
  };
}

export function isViewing(channelId: number): boolean {
  return viewed.has(channelId) && document.visibilityState !== 'hidden';
}
