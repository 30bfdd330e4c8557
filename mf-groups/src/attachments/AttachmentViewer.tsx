import { Button, Card, Flex, Typography } from '@trellis/ui/antd';
import { GlobalOutlined, PaperClipOutlined, ReadOutlined } from '@trellis/ui/icons';
import { lazy, Suspense, useState } from 'react';
import type { UploadedFile } from '@trellis/contracts';

const PdfPages = lazy(() => import('./PdfPages.tsx').then((module) => ({ default: module.PdfPages })));

const isPdf = (file: UploadedFile) => file.mime_type === 'application/pdf';
const isImage = (file: UploadedFile) => file.mime_type.startsWith('image/');
const nameOf = (file: UploadedFile, index: number) => file.description || `Attachment ${index + 1}`;

/** One attachment opened in the page: a PDF page by page, an image whole, anything else as a download. */
function OpenedAttachment({ file, name }: { file: UploadedFile; name: string }) {
  if (isPdf(file)) {
    return (
      <Suspense fallback={<Typography.Text role="status">Loading the document viewer…</Typography.Text>}>
        <PdfPages key={file.file} url={file.file} title={name} />
      </Suspense>
    );
  }
  if (isImage(file))
    return <img src={file.file} alt={name} style={{ maxWidth: '100%', height: 'auto', display: 'block', margin: '0 auto' }} />;
  return (
    <Typography.Paragraph style={{ margin: 0 }}>
      This file opens in its own program:{' '}
      <a href={file.file} download={name}>
        download {name}
      </a>
      .
    </Typography.Paragraph>
  );
}

/**
 * Attachments of a resource or a post, and a resource's link: each attachment can be read in the page (PDF
 * documents and images) or downloaded; the link opens the resource where it lives, in a new tab.
 */
export function AttachmentViewer({ files, source }: { files: UploadedFile[]; source: string | null }) {
  const [openId, setOpenId] = useState<number | null>(null);
  const opened = files.findIndex((file) => file.id === openId);
  return (
    <Flex vertical gap={12}>
      {source ? (
        <a href={source} target="_blank" rel="noopener noreferrer nofollow">
          <GlobalOutlined /> Open the resource ({new URL(source).host})
        </a>
      ) : null}
      {files.length ? (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Attachments">
          {files.map((file, index) => (
            <li key={file.id} style={{ padding: '4px 0' }}>
              <Flex align="center" gap={8} wrap>
                <PaperClipOutlined aria-hidden />
                <Typography.Text strong={file.id === openId} style={{ flex: 1, minWidth: 160 }}>
                  {nameOf(file, index)}
                </Typography.Text>
                {isPdf(file) || isImage(file) ? (
                  <Button
                    size="small"
                    icon={<ReadOutlined aria-hidden />}
                    aria-pressed={file.id === openId}
                    onClick={() => setOpenId(file.id === openId ? null : file.id)}
                  >
                    {file.id === openId ? 'Close' : 'Read'}
                  </Button>
                ) : null}
                <Button size="small" href={file.file} download={nameOf(file, index)} aria-label={`Download ${nameOf(file, index)}`}>
                  Download
                </Button>
              </Flex>
            </li>
          ))}
        </ul>
      ) : null}
      {opened >= 0 ? (
        <Card size="small" title={nameOf(files[opened]!, opened)}>
          <OpenedAttachment file={files[opened]!} name={nameOf(files[opened]!, opened)} />
        </Card>
      ) : null}
    </Flex>
  );
}
