import type { TestProject } from 'vitest/node';
import { startS3rver, type S3Server } from './s3rver.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set when the suite runs against S3 (`npm run test:server:s3`): where the test bucket lives. */
    s3?: { endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string };
  }
}

export const TEST_BUCKET = 'agro-test';
let server: S3Server | undefined;

/** With TEST_STORAGE=s3 starts one s3rver for the whole run; each test file then uses its own key prefix. */
export async function setup(project: TestProject) {
  if (process.env.TEST_STORAGE !== 's3') return;
  server = await startS3rver([TEST_BUCKET]);
  project.provide('s3', {
    endpoint: server.endpoint,
    bucket: TEST_BUCKET,
    accessKeyId: server.accessKeyId,
    secretAccessKey: server.secretAccessKey,
  });
}

export async function teardown() {
  await server?.close();
}
