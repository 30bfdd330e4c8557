/** Characters per line and lines per page of the demo documents (Helvetica 11 pt on US Letter, 72 pt margins). */
const LINE_CHARS = 86;
const PAGE_LINES = 44;

/** Text a PDF string literal can hold: ASCII, with the three characters that end or escape a string escaped. */
const pdfText = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[\\()]/g, (char) => `\\${char}`);

function wrap(paragraph: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > LINE_CHARS) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A small, valid PDF of a title and paragraphs, paged as the text needs: the demo resources' attachments are real
 * documents a viewer renders page by page, written without any library so the server's start needs nothing more.
 */
export function demoPdf(title: string, paragraphs: string[]): Buffer {
  const body = paragraphs.flatMap((paragraph) => [...wrap(paragraph), '']);
  const pages: string[][] = [];
  for (let start = 0; start < body.length; start += PAGE_LINES - 3) pages.push(body.slice(start, start + PAGE_LINES - 3));
  if (!pages.length) pages.push([]);

  const objects: string[] = [];
  const add = (content: string) => {
    objects.push(content);
  };
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(''); // the page tree, written once the pages have numbers
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>');
  const pageRefs: number[] = [];
  pages.forEach((lines, index) => {
    const heading = index === 0 ? `/F2 18 Tf (${pdfText(title)}) Tj 0 -30 Td /F1 11 Tf ` : '/F1 11 Tf ';
    const text = lines.map((line) => `(${pdfText(line)}) Tj 0 -15 Td`).join(' ');
    const footer = `BT /F1 9 Tf 72 40 Td (${pdfText(title)} - page ${index + 1} of ${pages.length}) Tj ET`;
    const stream = `BT 72 720 Td ${heading}${text} ET ${footer}`;
    add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
    const contents = objects.length;
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${contents} 0 R /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> >>`,
    );
    pageRefs.push(objects.length);
  });
  objects[1] = `<< /Type /Pages /Kids [${pageRefs.map((ref) => `${ref} 0 R`).join(' ')}] /Count ${pageRefs.length} >>`;

  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((content, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${content}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
