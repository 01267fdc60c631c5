import { Avatar, type AvatarProps } from '@mantine/core';

interface PersonAvatarProps extends Omit<AvatarProps, 'name' | 'color' | 'src'> {
  /** The photo; without one, the name's initials on a colour of its own. */
  src: string | null | undefined;
  /** Whom it shows: a person's full name (or username), or an organization's name. */
  name: string;
  alt?: string;
}

/** One way to draw a person or a team everywhere: their photo, else the same two initials and colour. */
export function PersonAvatar({ src, name, alt = '', radius = 'xl', ...props }: PersonAvatarProps) {
  return <Avatar src={src || null} name={name} color="initials" radius={radius} alt={alt} {...props} />;
}
