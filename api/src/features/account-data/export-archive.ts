import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { FileStore } from '../uploads/file-store.ts';
import type { MemberData } from './collect-data.ts';

/** What the archive says about itself, so its reader knows what each file holds. */
const README = `Everything this platform holds about you, as of the date of this download.

account.json        your account: e-mail, names, when you joined and last signed in
profile.json        your profile, career answers, work and education, preferences and membership plan
memberships.json    the organizations, institutions, circles and events you belong to or applied to, with your answers
follows.json        whom you follow, and who follows you
messages.json       your conversations: the messages you sent and the ones you received
notifications.json  your notifications
sessions.json       the devices you signed in on, and when they were signed out
feedback.json       the feedback you sent
submissions.json    skills, topics and institutions you added that still await approval
uploads.json        the files you uploaded through forms; uploads/ holds them, your picture and your resume
`;

/**
 * The member's data as a zip stream: JSON documents first, then each uploaded file read from its store as the archive is
 * written, so a large upload never sits in memory. A file that vanished since (a picture replaced a moment ago) is
 * left out rather than breaking the archive.
 */
export async function exportArchive(data: MemberData, store: FileStore): Promise<Readable> {
  const zip = new ZipFile();
  const mtime = new Date();
  zip.addBuffer(Buffer.from(README), 'README.txt', { mtime });
  for (const [name, document] of Object.entries(data.documents)) {
    zip.addBuffer(Buffer.from(JSON.stringify(document, null, 2)), name, { mtime });
  }
  for (const file of data.files) {
    const found = await store.open(file.storedName);
    if (!found) continue;
    zip.addReadStream(found.stream, file.archivePath, { mtime, size: found.size });
  }
  zip.end();
  return zip.outputStream as Readable;
}
