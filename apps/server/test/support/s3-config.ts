import { S3Storage } from '../../src/lib/storage-s3.ts';
import type { Storage } from '../../src/lib/storage.ts';

// Kept apart from s3rver.ts so that every test file can use it without loading s3rver itself.

/** How to reach a running s3rver. */
type Reach = { endpoint: string; accessKeyId: string; secretAccessKey: string };

/** The environment a server process needs for `url` (s3://bucket[/prefix]) on this s3rver. */
export function s3Env(s: Reach, url: string): Record<string, string> {
  return {
    STORAGE_URL: url,
    S3_ENDPOINT: s.endpoint,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: s.accessKeyId,
    AWS_SECRET_ACCESS_KEY: s.secretAccessKey,
  };
}

/** The same storage a server gets from s3Env, for tests and checks in this process. */
export function s3Storage(s: Reach, url: string): Storage {
  return new S3Storage(url, {
    region: 'us-east-1',
    endpoint: s.endpoint,
    forcePathStyle: true,
    accessKeyId: s.accessKeyId,
    secretAccessKey: s.secretAccessKey,
  });
}
