import { createHash } from 'node:crypto';

/** The version in the URL changes with the image, so browsers may cache each version for long. */
export function logoUrlFor(slug: string, data: Buffer): string {
  const version = createHash('sha256').update(data).digest('hex').slice(0, 16);
  return `/api/logo/image?client=${slug}&v=${version}`;
}
