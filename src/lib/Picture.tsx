import type { ImgHTMLAttributes } from 'react';
import classes from './Picture.module.css';

/** An image the build made in several widths and formats (src/content/types.ts's ContentImage has this shape). */
export interface MadeImage {
  /** The fallback, in the original format. */
  readonly src: string;
  readonly width: number;
  readonly height: number;
  /** One per format, the most compact first: its MIME type and a `srcset` of the widths made. */
  readonly sources: readonly { readonly type: string; readonly srcset: string }[];
  /** Why the build could not make it. */
  readonly problem?: string;
}

interface PictureProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'alt'
> {
  /** A made image, or the URL of an image passed through as it is (an SVG). */
  readonly image: MadeImage | string;
  readonly alt: string;
  /** The width it is shown at, as the `sizes` attribute: the browser picks a width from it. */
  readonly sizes: string;
  /** The width and height attributes of a URL image, whose own size the build does not read. */
  readonly size: { readonly width: number; readonly height: number };
}

/**
 * An image with its formats and widths, for the browser to pick the smallest that looks sharp. It has
 * its intrinsic size (no layout shift) and decodes off the main thread.
 */
export function Picture({ image, alt, sizes, size, ...img }: PictureProps) {
  if (typeof image === 'string') return <img src={image} alt={alt} {...size} decoding="async" {...img} />;
  // Never a broken image on the page: the prerender stops here with what is wrong and the fix.
  if (image.problem) throw new Error(image.problem);
  return (
    <picture className={classes.picture}>
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img src={image.src} alt={alt} width={image.width} height={image.height} decoding="async" {...img} />
    </picture>
  );
}
