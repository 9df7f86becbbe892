import fs from 'fs';
import os from 'os';
import path from 'path';
import { GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { freePort } from './harness';

/**
 * An S3-compatible server of the test's own (s3rver: objects in a temporary folder), with one
 * bucket; each test run writes under its own prefix, as deployments sharing a bucket would.
 */
export class TestBucket {
  readonly bucket = 'souk-test';
  readonly prefix = `run-${process.pid}-${Date.now()}`;
  private server: S3rver | null = null;
  private dir = '';
  endpoint = '';

  async start() {
    const port = await freePort();
    this.dir = fs.mkdtempSync(path.join(os.tmpdir(), 'souk-s3-'));
    this.server = new S3rver({ port, address: '127.0.0.1', silent: true, directory: this.dir, configureBuckets: [{ name: this.bucket, configs: [] }] });
    await this.server.run();
    this.endpoint = `http://127.0.0.1:${port}`;
  }

  /** What a replica needs to store its files here (the app serves them under /uploads). */
  env(extra: Record<string, string> = {}): Record<string, string> {
    return {
      S3_BUCKET: this.bucket,
      S3_ENDPOINT: this.endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PREFIX: this.prefix,
      ...extra,
    };
  }

  client() {
    return new S3Client({ endpoint: this.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  }

  /**
   * Copies every object of this run to `bucket` (as `aws s3 sync` or `rclone sync` would, the
   * backup's second half): same keys, same type and cache header.
   */
  async copyTo(bucket: string): Promise<number> {
    const client = this.client();
    const keys = await this.keys();
    for (const key of keys) {
      const object = await client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      const body = Buffer.from(await object.Body!.transformToByteArray());
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: object.ContentType, CacheControl: object.CacheControl }));
    }
    client.destroy();
    return keys.length;
  }

  /** Every key under this run's prefix. */
  async keys(bucket = this.bucket): Promise<string[]> {
    const client = this.client();
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${this.prefix}/`, ContinuationToken: token }));
      keys.push(...(page.Contents ?? []).map((o) => o.Key!));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    client.destroy();
    return keys.sort();
  }

  async stop() {
    await this.server?.close();
    this.server = null;
    if (this.dir) fs.rmSync(this.dir, { recursive: true, force: true });
  }
}
