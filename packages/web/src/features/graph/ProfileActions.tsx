/** Follow, connect, message, block and report buttons on someone's profile. Owned by the social-graph work. */
export function ProfileActions(_props: { userId: number; username: string }) {
  return null;
}
