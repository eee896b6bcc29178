import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { S3Storage, type S3Settings } from '../src/platform/storage';

export interface LocalS3 {
  settings: S3Settings;
  /** Keys of every object in the bucket. */
  keys(storage: S3Storage): Promise<string[]>;
  close(): Promise<void>;
}

/** A local S3-compatible server (s3rver) with one empty bucket, on a free port, for one test file. */
export async function startLocalS3(bucket = 'portal-test-files'): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    async keys(storage) {
      const out = await storage.client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (out.Contents ?? []).flatMap((o) => (o.Key ? [o.Key] : []));
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
