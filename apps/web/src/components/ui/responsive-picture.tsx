/** A picture the server keeps at several widths and formats (contracts image.ts `Picture`). */
export type PictureSources = {
  width: number;
  height: number;
  src: string;
  sources: { type: string; srcset: string }[];
};

type Props = {
  picture: PictureSources;
  /** The width the layout gives it, so the browser fetches no more pixels than it shows. */
  sizes: string;
  /** Empty for a decorative picture whose subject the text beside it names. */
  alt?: string;
  className?: string;
  /** For a picture on the first screen: fetched at once and ahead of others, not when scrolled near. */
  eager?: boolean;
};

/**
 * A <picture>, AVIF where the browser shows it, WebP otherwise. Width and height keep its space while
 * it loads (no layout shift); unless `eager`, it loads only when near the screen.
 */
export function ResponsivePicture({ picture, sizes, alt = '', className, eager = false }: Props) {
  return (
    <picture className={className}>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        src={picture.src}
        width={picture.width}
        height={picture.height}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
      />
    </picture>
  );
}
