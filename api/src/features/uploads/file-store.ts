import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { S3Client } from '@aws-sdk/client-s3';

/** A stored file as a listing sees it. */
export type StoredObject = { name: string; modifiedMs: number };

/** Bytes `start` to `end` of a file, both included, as an HTTP range names them. */
export type ByteRange = { start: number; end: number };

/**
 * Where uploaded files live. Names are flat (a random UUID and an extension, see STORED_NAME); callers never pass a
 * path, so no name can reach outside the store.
 */
export type FileStore = {
  /** Where the bytes go, for the logs and the readme of a backup. */
  readonly description: string;
  put(name: string, body: Buffer, mimeType: string): Promise<void>;
  /**
   * Writes a stream under a name without holding it in memory and answers how many bytes it held. When the stream
   * fails (the upload was cut off or outgrew its limit) the call fails and nothing is left under the name.
   */
  putStream(name: string, body: Readable, mimeType: string): Promise<number>;
  /** How many bytes a name holds, or null when it holds nothing. */
  size(name: string): Promise<number | null>;
  /**
   * The stored bytes (only those of `range` when given) as a stream, with the size of the whole file; null when the
   * name holds nothing.
   */
  open(name: string, range?: ByteRange): Promise<{ stream: Readable; size: number } | null>;
  /** Removes a name; removing one that holds nothing is not an error. */
  remove(name: string): Promise<void>;
  list(): AsyncIterable<StoredObject>;
};

/** Writes a stream to a file and answers its size; a failed stream leaves no file behind, not even a partial one. */
async function writeStream(path: string, body: Readable): Promise<number> {
  try {
    await pipeline(body, createWriteStream(path));
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  return (await stat(path)).size;
}

/** Files in one folder of the local disk: the default, and what a backup of an embedded database copies. */
export function localFileStore(dir: string): FileStore {
  const pathOf = (name: string) => join(dir, basename(name));
  const fileSize = async (name: string) => {
    const found = await stat(pathOf(name)).catch(() => null);
    return found?.isFile() ? found.size : null;
  };
  return {
    description: `the folder ${dir}`,
    async put(name, body) {
      await mkdir(dir, { recursive: true });
      await writeFile(pathOf(name), body);
    },
    async putStream(name, body) {
      await mkdir(dir, { recursive: true });
      return writeStream(pathOf(name), body);
    },
    size: fileSize,
    async open(name, range) {
      const size = await fileSize(name);
      if (size === null) return null;
      return { stream: createReadStream(pathOf(name), range ?? {}), size };
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
  const { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, S3ServiceException } =
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
    // A single PUT needs the length before the first byte, which an upload only tells at its end: the stream waits in
    // a file of the temporary folder, on disk rather than in memory, and the object appears whole or not at all.
    async putStream(name, body, mimeType) {
      const folder = await mkdtemp(join(tmpdir(), 'trellis-upload-'));
      try {
        const spooled = join(folder, 'body');
        const size = await writeStream(spooled, body);
        await s3.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: keyOf(name),
            Body: createReadStream(spooled),
            ContentLength: size,
            ContentType: mimeType,
          }),
        );
        return size;
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
    async size(name) {
      try {
        return (await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(name) }))).ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async open(name, range) {
      try {
        const object = await s3.send(
          new GetObjectCommand({ Bucket: bucket, Key: keyOf(name), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
        );
        if (!(object.Body instanceof Readable)) return null;
        // A ranged answer's length is the range's; the whole size is the part of Content-Range after the slash.
        const whole = object.ContentRange?.split('/')[1];
        return { stream: object.Body, size: whole ? Number(whole) : (object.ContentLength ?? 0) };
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
