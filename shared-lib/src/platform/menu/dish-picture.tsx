import { pictureSources, PICTURE_ASPECT } from '../../domain/menu/pictures';

/**
 * A dish picture as the storefront shows it: AVIF or WebP at the width the layout needs (`sizes`), the original as
 * the fallback, a fixed 4:3 box so nothing moves while it loads, and lazy loading unless it is in the first screen.
 */
export function DishPicture({
  image,
  alt,
  sizes,
  className,
  eager = false,
  width = 400,
}: {
  image: string;
  alt: string;
  sizes: string;
  className?: string;
  eager?: boolean;
  width?: number;
}) {
  const height = Math.round((width * PICTURE_ASPECT.height) / PICTURE_ASPECT.width);
  return (
    <picture>
      {pictureSources(image).map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />
      ))}
      <img
        className={className}
        src={image}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
      />
    </picture>
  );
}
