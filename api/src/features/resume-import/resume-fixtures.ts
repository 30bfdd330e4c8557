import { Document, Packer, Paragraph } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A small real resume, one line per entry, for the PDF and DOCX tests. */
export const RESUME_LINES = [
  'Jordan Rivera',
  'jordan.rivera@example.org',
  'linkedin.com/in/jordan-rivera',
  'Experience',
  'Data Analyst at Northwind Traders, Mar 2021 - Present',
  'Research Assistant at Contoso Labs, 2019 - 2021',
  'Education',
  'BSc Statistics, Westlake State University, 2015 - 2019',
  'Skills',
  'Python, SQL, Tableau, Statistics',
];

export async function resumePdf(lines: readonly string[] = RESUME_LINES): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage([595, 842]);
  lines.forEach((line, index) => page.drawText(line, { x: 50, y: 790 - index * 20, size: 12, font }));
  return Buffer.from(await pdf.save());
}

export async function resumeDocx(lines: readonly string[] = RESUME_LINES): Promise<Buffer> {
  const document = new Document({ sections: [{ children: lines.map((line) => new Paragraph(line)) }] });
  return Packer.toBuffer(document);
}
