import classes from './GameIcon.module.css';

/** A catalog game's icon: a data-image the server draws itself, or a stored image (a cover, an upload). */
export function GameIcon({ icon, size = 40 }: { icon: string; size?: number }) {
  return <img src={icon} alt="" width={size} height={size} className={classes.icon} loading="lazy" />;
}
