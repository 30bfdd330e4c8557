import { randomUUID } from 'node:crypto';
import { FileUploadResponse } from '@trellis/contracts';
import { pathOf, profileEndpoints } from '@trellis/contracts/endpoints';
import { api, type TestApp } from '../../test-support/test-app.ts';

/** A multipart/form-data body for inject(), as a browser's FormData would send it. */
export function multipartBody(fields: Record<string, string>, files: { field: string; name: string; data: Buffer }[]) {
  const boundary = `----trellis${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${file.name}"\r\ncontent-type: application/octet-stream\r\n\r\n`,
      ),
    );
    chunks.push(file.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: Buffer.concat(chunks) };
}

/** Uploads files through POST /file-upload/ with `headers`, as the form does, and answers their ids in order. */
export async function uploadFormFiles(
  t: Pick<TestApp, 'inject'>,
  headers: Record<string, string>,
  files: { name: string; data: Buffer }[],
): Promise<number[]> {
  const body = multipartBody(
    { descriptions: JSON.stringify(files.map((file) => file.name)) },
    files.map((file) => ({ field: 'files', ...file })),
  );
  const response = await t.inject({
    method: 'POST',
    url: api(pathOf(profileEndpoints.fileUpload)),
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  if (response.statusCode !== 200) throw new Error(`The upload was refused: ${response.statusCode} ${response.body}`);
  return FileUploadResponse.parse(response.json()).data.map((file) => file.id);
}
