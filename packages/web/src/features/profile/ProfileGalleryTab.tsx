/** A user's image and video attachments, 6 a page. Owned by the feed work; the profile page only places it. */
export function ProfileGalleryTab(_props: { userId: number }) {
  return null;
}
