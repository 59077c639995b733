import { UnprocessableEntityException } from '@nestjs/common';
import { apiError } from './api-error';

/** Formats accepted for uploads, as sharp reads them from the file's bytes (never from its name or declared type). */
export const ACCEPTED_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif'] as const;

/**
 * The one check of every uploaded picture (gallery and menu): sharp must read the bytes as one of the accepted
 * formats with a size; anything else is 422 NOT_AN_IMAGE on the field `image`. Returns the format and size read.
 */
export async function checkedImage(buffer: Buffer): Promise<{ format: (typeof ACCEPTED_FORMATS)[number]; width: number; height: number }> {
  // sharp (libvips, ~18 MB) is loaded by the first upload, not at start-up
  const { default: sharp } = await import('sharp');
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    meta = await sharp(buffer, { failOn: 'error' }).metadata();
  } catch {
    throw new UnprocessableEntityException(apiError('NOT_AN_IMAGE', 'image'));
  }
  if (!meta.format || !(ACCEPTED_FORMATS as readonly string[]).includes(meta.format) || !meta.width || !meta.height) {
    throw new UnprocessableEntityException(apiError('NOT_AN_IMAGE', 'image'));
  }
  return { format: meta.format as (typeof ACCEPTED_FORMATS)[number], width: meta.width, height: meta.height };
}
