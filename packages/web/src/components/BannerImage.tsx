import classes from './BannerImage.module.css';

/**
 * A banner cropped 4.6:1 shown whole: where the box is taller than that (a phone, whose banner keeps a minimum
 * height), the picture is fitted, not cut at the sides, over a blurred copy of itself that fills the rest.
 */
export function BannerImage({ src, alt }: { src: string; alt: string }) {
  return (
    <>
      <img src={src} alt="" aria-hidden className={classes.backdrop} />
      <img src={src} alt={alt} className={classes.image} data-testid="banner-image" />
    </>
  );
}
