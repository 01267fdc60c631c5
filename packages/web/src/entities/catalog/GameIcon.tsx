import classes from './GameIcon.module.css';

/**
 * A catalog game's icon: a data-image the server draws itself, or a stored image (a cover, an upload). Without one
 * it is the empty square it would fill: an `src=""` would make the browser ask for the page again.
 */
export function GameIcon({ icon, size = 40 }: { icon: string; size?: number }) {
  if (!icon) return <span aria-hidden className={classes.icon} style={{ width: size, height: size }} />;
  return <img src={icon} alt="" width={size} height={size} className={classes.icon} loading="lazy" />;
}
