import { createHash } from 'node:crypto';

/** A short hash of the bytes, for a file name that changes whenever they do: no cache ever shows an earlier file. */
export const contentHash = (data: Uint8Array | string): string =>
  createHash('sha256').update(data).digest('base64url').slice(0, 8);
