import { randomBytes } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import type { AgentReport } from '@trellis/contracts';
import type { Database } from '../../db/connection.ts';
import { agentReports, agents, users } from '../../db/schema/index.ts';

type ReportRow = { report: typeof agentReports.$inferSelect; agentName: string; firstName: string | null; lastName: string | null };

export function reportJson({ report, agentName, firstName, lastName }: ReportRow, viewerId: number | null): AgentReport {
  return {
    id: report.id,
    slug: report.slug,
    agent_name: agentName,
    created_at: report.createdAt.toISOString(),
    output_data: { message: report.message },
    user: report.ownerId === null ? null : { id: report.ownerId, name: `${firstName ?? ''} ${lastName ?? ''}`.trim() },
    is_owner: viewerId !== null && report.ownerId === viewerId,
    rating: report.rating,
    feedback: report.feedback,
  };
}

const reportRows = (db: Database) =>
  db
    .select({ report: agentReports, agentName: agents.name, firstName: users.firstName, lastName: users.lastName })
    .from(agentReports)
    .innerJoin(agents, eq(agents.id, agentReports.agentId))
    .leftJoin(users, eq(users.id, agentReports.ownerId));

export async function keepReport(
  db: Database,
  values: { agentId: number; agentSlug: string; ownerId: number | null; createdById: number | null; message: string },
) {
  // The slug is the report's shareable address: the agent's name and 64 random bits, so addresses cannot be guessed.
  const slug = `${values.agentSlug}-${randomBytes(8).toString('hex')}`;
  await db
    .insert(agentReports)
    .values({ slug, agentId: values.agentId, ownerId: values.ownerId, createdById: values.createdById, message: values.message });
  return slug;
}

export async function reportBySlug(db: Database, slug: string) {
  const [row] = await reportRows(db).where(eq(agentReports.slug, slug));
  return row ?? null;
}

export async function reportsOf(db: Database, ownerId: number, limit: number, offset: number) {
  const [total] = await db.select({ value: count() }).from(agentReports).where(eq(agentReports.ownerId, ownerId));
  const rows = await reportRows(db)
    .where(eq(agentReports.ownerId, ownerId))
    .orderBy(desc(agentReports.createdAt), desc(agentReports.id))
    .limit(limit)
    .offset(offset);
  return { rows, count: total?.value ?? 0 };
}

export async function rateReport(db: Database, id: number, ownerId: number, rating: number, feedback: string | null) {
  const [row] = await db
    .update(agentReports)
    .set({ rating, feedback })
    .where(and(eq(agentReports.id, id), eq(agentReports.ownerId, ownerId)))
    .returning({ slug: agentReports.slug });
  return row ?? null;
}

const PAGE = { width: 595, height: 842, margin: 56 };
const BODY_SIZE = 11;
const LINE = 16;

/** Lines of at most the page's width in `font`, breaking between words; the standard fonts write only WinAnsi text. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text
    .replace(/[“”]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/[^\x20-\x7E\n\u00A0-\u00FF]/g, '')
    .split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width || !line) line = candidate;
      else {
        lines.push(line);
        line = word;
      }
    }
    lines.push(line);
  }
  return lines;
}

/** The report as a PDF: its title, whom and when it is for, then its text over as many pages as it needs. */
export async function reportPdf(row: ReportRow): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${row.agentName} report`);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - 2 * PAGE.margin;
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  page.drawText(`${row.agentName} report`, { x: PAGE.margin, y, size: 20, font: bold });
  y -= 28;
  const owner = `${row.firstName ?? ''} ${row.lastName ?? ''}`.trim();
  page.drawText(`${owner ? `For ${owner}, ` : ''}${row.report.createdAt.toISOString().slice(0, 10)}`, {
    x: PAGE.margin,
    y,
    size: 10,
    font: regular,
  });
  y -= 28;
  for (const line of wrap(row.report.message, regular, BODY_SIZE, width)) {
    if (y < PAGE.margin) {
      page = pdf.addPage([PAGE.width, PAGE.height]);
      y = PAGE.height - PAGE.margin;
    }
    page.drawText(line, { x: PAGE.margin, y, size: BODY_SIZE, font: regular });
    y -= LINE;
  }
  return pdf.save();
}
