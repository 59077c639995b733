/**
 * Dish pictures come from the API's picture pipeline at /api/menu/images/{name}.{ext}: the original (the drawn SVG
 * of a seeded dish, or a picture staff uploaded), and variants sharp makes from it at fixed widths, in AVIF and WebP,
 * at /api/menu/images/{name}-{width}.{format}. Pictures are 4:3.
 */
export const PICTURE_WIDTHS = [400, 800] as const;
export const PICTURE_FORMATS = ['avif', 'webp'] as const;
export const PICTURE_ASPECT = { width: 4, height: 3 } as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];
export type PictureFormat = (typeof PICTURE_FORMATS)[number];

const PIPELINE_PICTURE = /^\/api\/menu\/images\/([a-z0-9-]{1,120})\.[a-z]{3,4}$/;
/** A variant's file name: `margherita-400.avif`. */
export const PICTURE_VARIANT_FILE = /^([a-z0-9-]{1,120})-(\d{3,4})\.(avif|webp)$/;

export function pictureVariantUrl(name: string, width: PictureWidth, format: PictureFormat): string {
  return `/api/menu/images/${name}-${width}.${format}`;
}

/** The `<source>`s of a dish picture, best format first; none for a picture from elsewhere (then the `img` alone). */
export function pictureSources(image: string): Array<{ type: string; srcSet: string }> {
  const match = PIPELINE_PICTURE.exec(image);
  if (!match) return [];
  return PICTURE_FORMATS.map((format) => ({
    type: `image/${format}`,
    srcSet: PICTURE_WIDTHS.map((w) => `${pictureVariantUrl(match[1]!, w, format)} ${w}w`).join(', '),
  }));
}
