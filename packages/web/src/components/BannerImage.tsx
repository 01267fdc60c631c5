import classes from './BannerImage.module.css';

/** A banner as its owner cropped it (4.6:1), filling its frame, which keeps that ratio at every width. */
export function BannerImage({ src, alt }: { src: string; alt: string }) {
  return <img src={src} alt={alt} className={classes.image} data-testid="banner-image" />;
}
