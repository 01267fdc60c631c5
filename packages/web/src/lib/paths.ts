/** Where a player's or an organization's page lives: the one home of these addresses. */
export function profilePath(username: string): string {
  return `/profile/${encodeURIComponent(username)}`;
}

export function organizationPath(code: string): string {
  return `/organization/${encodeURIComponent(code)}`;
}
