import yauzl from 'yauzl';

/**
 * The bytes a ZIP archive (a DOCX) unpacks to, read from its central directory without unpacking anything.
 * Rejects an archive that is not a readable ZIP.
 */
export function unpackedSize(buffer: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => {
      if (error) return reject(error);
      let total = 0;
      zip.on('entry', (entry: yauzl.Entry) => {
        total += entry.uncompressedSize;
        zip.readEntry();
      });
      zip.on('end', () => resolve(total));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}
