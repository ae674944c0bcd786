import { PICTURE_TYPES } from '@hackmate/shared/contracts/constants';
import { fileTypeFromBuffer } from 'file-type';
import type sharpModule from 'sharp';
import { HttpError, unsupportedMediaType } from '../../../lib/http-errors';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** 40 MP: more than any phone camera; a small file that decodes to more is a decompression bomb. */
export const MAX_INPUT_PIXELS = 40_000_000;
export const PICTURE_SIZE = 512;

export const UNSUPPORTED_IMAGE = 'Please upload a PNG, JPEG, WebP or GIF image';
export const TOO_LARGE_FILE = 'The picture must be at most 5 MB';
export const TOO_MANY_PIXELS = 'The picture has too many pixels (at most 40 megapixels)';

// Judged from the bytes, never from the file name or the Content-Type the client claims. Exactly
// the formats the contract promises (and the message names); AVIF, HEIC and the rest are refused.
const ACCEPTED = new Set<string>(PICTURE_TYPES);

export const tooLarge = (message: string) => new HttpError(413, 'TOO_LARGE', message);
const unsupported = () => unsupportedMediaType(UNSUPPORTED_IMAGE, 'UNSUPPORTED_MEDIA_TYPE');

let sharpLoaded: Promise<typeof sharpModule> | undefined;

// libvips holds ~30 MB once loaded: the first upload loads it, not the start. Its operation cache
// (up to 50 MB) would only hold memory here, as no two uploads are the same image.
function loadSharp(): Promise<typeof sharpModule> {
  sharpLoaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  });
  return sharpLoaded;
}

/**
 * Turns untrusted upload bytes into a profile picture: a 512×512 WebP, upright, without any
 * metadata (EXIF GPS, camera serials…). Nothing of the original file survives, so a polyglot
 * (an image that is also HTML or script) leaves only pixels behind; anything that does not
 * decode cleanly is refused.
 */
export async function toProfilePicture(bytes: Buffer): Promise<Buffer> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) throw unsupported();
  const sharp = await loadSharp();

  try {
    // Reads the header only: the size is known before a single pixel is decoded.
    const { width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (width * height > MAX_INPUT_PIXELS) throw tooLarge(TOO_MANY_PIXELS);
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning', pages: 1 })
      .autoOrient()
      .resize(PICTURE_SIZE, PICTURE_SIZE, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (err) {
    if (err instanceof HttpError) throw err;
    // libvips reports its own pixel limit as an error too (a header that lies about the size).
    if (err instanceof Error && /pixel limit/i.test(err.message)) throw tooLarge(TOO_MANY_PIXELS);
    throw unsupported();
  }
}
