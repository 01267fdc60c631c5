import { Avatar, type AvatarProps } from '@mantine/core';
import classes from './PersonAvatar.module.css';

interface PersonAvatarProps extends Omit<AvatarProps, 'name' | 'color' | 'src'> {
  /** The photo; without one, the name's initials on a colour of its own. */
  src?: string | null;
  /** Whom it shows: a person's full name (or username), or an organization's name. */
  name?: string | null;
  alt?: string;
}

/** Mantine's initials: the first letters of the first two words, or the first two letters of a single word. */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/);
  return (
    words.length === 1
      ? name.trim().slice(0, 2)
      : words
          .map((word) => word[0])
          .join('')
          .slice(0, 2)
  ).toUpperCase();
}

/**
 * One way to draw a person or a team everywhere: their photo, else the same two initials and colour. The initials
 * are part of the picture (PersonAvatar.module.css), hidden from screen readers as a photo with an empty alt is.
 */
export function PersonAvatar({ src, name, alt = '', radius = 'xl', children, ...props }: PersonAvatarProps) {
  const initials = name ? initialsOf(name) : '';
  return (
    <Avatar src={src || null} name={name || undefined} color="initials" radius={radius} alt={alt} {...props}>
      {children || (initials ? <span aria-hidden className={classes.initials} data-initials={initials} /> : undefined)}
    </Avatar>
  );
}
