import { resolve } from 'node:path';
import { createS3Storage } from './s3-storage';
import { createDiskStorage, type FileStorage } from './storage';

interface StorageEnv {
  DATA_DIR: string;
  S3_ENDPOINT?: string | undefined;
  S3_BUCKET?: string | undefined;
  S3_REGION: string;
  S3_ACCESS_KEY?: string | undefined;
  S3_SECRET_KEY?: string | undefined;
}

/** The file store the environment names: S3-compatible when S3_* are set, else local disk under DATA_DIR/uploads. */
export function storageFromEnv(env: StorageEnv): FileStorage {
  if (env.S3_ENDPOINT && env.S3_BUCKET && env.S3_ACCESS_KEY && env.S3_SECRET_KEY) {
    return createS3Storage({ endpoint: env.S3_ENDPOINT, bucket: env.S3_BUCKET, region: env.S3_REGION, accessKey: env.S3_ACCESS_KEY, secretKey: env.S3_SECRET_KEY });
  }
  return createDiskStorage(resolve(env.DATA_DIR, 'uploads'));
}
