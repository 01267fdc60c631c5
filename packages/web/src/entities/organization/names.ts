/** Profile menu rows: names past 20 characters end in an ellipsis. */
export function truncateName(name: string, max = 20): string {
  const characters = [...name];
  return characters.length > max ? `${characters.slice(0, max).join('')}…` : name;
}
