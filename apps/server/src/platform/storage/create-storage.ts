import path from 'node:path';
import type { AppConfig } from '../../config.js';
import { DiskStorage } from './disk-storage.js';
import { S3Storage } from './s3-storage.js';
import type { ObjectStorage } from './storage.js';

/** UPLOAD_DIR, else DATA_DIR/uploads: the disk store, and the S3 store's local spool. */
export function uploadDirOf(config: AppConfig): string {
  return path.resolve(config.UPLOAD_DIR ?? path.join(config.DATA_DIR, 'uploads'));
}

export function createStorage(config: AppConfig): ObjectStorage {
  if (config.STORAGE === 'disk') return new DiskStorage(uploadDirOf(config));
  if (!config.S3_BUCKET) throw new Error('STORAGE=s3 needs S3_BUCKET');
  if (!config.AWS_ACCESS_KEY_ID || !config.AWS_SECRET_ACCESS_KEY) {
    throw new Error('STORAGE=s3 needs AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY');
  }
  return new S3Storage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    credentials: {
      accessKeyId: config.AWS_ACCESS_KEY_ID,
      secretAccessKey: config.AWS_SECRET_ACCESS_KEY,
      sessionToken: config.AWS_SESSION_TOKEN,
    },
    spoolDir: path.join(uploadDirOf(config), '.spool'),
  });
}
