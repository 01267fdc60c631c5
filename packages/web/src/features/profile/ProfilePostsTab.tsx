/** A user's posts on their profile. Owned by the feed work; the profile page only places it. */
export function ProfilePostsTab(_props: { userId: number }) {
  return null;
}
