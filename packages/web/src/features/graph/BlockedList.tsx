/** The blocked-users section of /settings. Owned by the social-graph work. */
export function BlockedList() {
  return null;
}
