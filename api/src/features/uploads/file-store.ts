import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';

/** A stored file as a listing sees it. */
export type StoredObject = { name: string; modifiedMs: number };

/**
 * Where uploaded files live. Names are flat (a random UUID and an extension, see STORED_NAME); callers never pass a
 * path, so no name can reach outside the store.
 */
export type FileStore = {
  /** Where the bytes go, for the logs and the readme of a backup. */
  readonly description: string;
  put(name: string, body: Buffer, mimeType: string): Promise<void>;
  /** The stored bytes as a stream with their size, or null when the name holds nothing. */
  open(name: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes a name; removing one that holds nothing is not an error. */
  remove(name: string): Promise<void>;
  list(): AsyncIterable<StoredObject>;
};

/** Files in one folder of the local disk: the default, and what a backup of an embedded database copies. */
export function localFileStore(dir: string): FileStore {
  const pathOf = (name: string) => join(dir, basename(name));
  return {
    description: `the folder ${dir}`,
    async put(name, body) {
      await mkdir(dir, { recursive: true });
      await writeFile(pathOf(name), body);
    },
    async open(name) {
      const found = await stat(pathOf(name)).catch(() => null);
      if (!found?.isFile()) return null;
      return { stream: createReadStream(pathOf(name)), size: found.size };
    },
    async remove(name) {
      await rm(pathOf(name), { force: true });
    },
    async *list() {
      const names = await readdir(dir).catch(() => [] as string[]);
      for (const name of names) {
        const info = await stat(pathOf(name)).catch(() => null);
        if (info?.isFile()) yield { name, modifiedMs: info.mtimeMs };
      }
    },
  };
}

export type S3Settings = {
  bucket: string;
  /** An S3-compatible service's address (MinIO, R2, Ceph...); unset means AWS itself. */
  endpoint: string | null;
  region: string;
  /** Keys under this prefix ('' for the bucket's root), so one bucket can hold several sites' files. */
  prefix: string;
  /** Unset uses the SDK's usual chain (environment, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
};

/**
 * Files as objects of an S3-compatible bucket, through the official SDK. The SDK is loaded only here, so a server
 * keeping its files on disk never pays for it at start.
 */
export async function s3FileStore(settings: S3Settings, client?: S3Client): Promise<FileStore> {
  const { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } =
    await import('@aws-sdk/client-s3');
  const isMissing = (error: unknown) => error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404;
  const s3 =
    client ??
    new S3Client({
      region: settings.region,
      // Checksums only where S3 requires them: several S3-compatible services refuse the SDK's newer default ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
    });
  const { bucket, prefix } = settings;
  const keyOf = (name: string) => `${prefix}${basename(name)}`;
  return {
    description: `the bucket ${bucket}${prefix ? ` under ${prefix}` : ''}`,
    async put(name, body, mimeType) {
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: keyOf(name), Body: body, ContentType: mimeType }));
    },
    async open(name) {
      try {
        const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
        if (!(object.Body instanceof Readable)) return null;
        return { stream: object.Body, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(name) {
      await s3.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix || undefined, ContinuationToken: token }));
        for (const item of page.Contents ?? []) {
          if (!item.Key) continue;
          yield { name: item.Key.slice(prefix.length), modifiedMs: item.LastModified?.getTime() ?? Date.now() };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}

/** The store the settings name: a bucket when one is configured, the uploads folder otherwise. */
export async function fileStoreOf(config: { uploadsDir: string; objectStorage: S3Settings | null }): Promise<FileStore> {
  return config.objectStorage ? await s3FileStore(config.objectStorage) : localFileStore(config.uploadsDir);
}
