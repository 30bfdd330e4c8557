import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { CONTENT_MESSAGES, type Content } from '@trellis/contracts';
import { careerTipEndpoints, contentEndpoints } from '@trellis/contracts/endpoints';
import { PAGE_SIZES, PRIVACY } from '@trellis/contracts/constants';
import type { AppContext } from '../../app-context.ts';
import { linkOrigin } from '../../auth/link-origin.ts';
import { checkViewer, requireUser, requireViewer, signedInUser } from '../../auth/request-user.ts';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { viewerAccess } from '../../auth/viewer-source.ts';
import type { FileGrants } from '../uploads/file-grants.ts';
import { MEDIA_PREFIX } from '../uploads/storage.ts';
import { careerTipById, careerTipBySlug, feedById, feedBySlug, listContents, type ListFilters } from './content-reads.ts';
import {
  contentFiles,
  createContent,
  deleteContent,
  loadOwnContent,
  newsletterRecipients,
  postableGroups,
  updateContent,
} from './content-writes.ts';
import { newsletterMails } from './newsletter-mail.ts';

type Detail = typeof feedById;

/**
 * The post with its files' addresses granted to the caller when the post is private: only its readers open them,
 * from links that cannot send the bearer header, and the media route checks them again on every download.
 */
function withGrants(grants: FileGrants, content: Content, viewerId: number | null): Content {
  if (viewerId === null || content.security_level === PRIVACY.public || !content.files.length) return content;
  return { ...content, files: content.files.map((file) => ({ ...file, file: grants.grant(file.file, viewerId) })) };
}

/** A post, newsletter or career tip, group content of one shape: the contents and career-tip families of calls. */
export const contentRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config, mailQueue, fileGrants }) => {
  /** One page of a list the caller may read; a list of the caller's own needs a caller. */
  async function page(request: FastifyRequest, filters: ListFilters, query: { page: number; page_size?: number | undefined }) {
    const pageSize = query.page_size ?? PAGE_SIZES.posts;
    const row = await listContents(db, filters, viewerAccess(request), { page: query.page, pageSize });
    if (filters.mine) requireViewer(request, row.viewerId);
    else checkViewer(request, row.viewerId);
    if (!row.groupFound) throw notFound(CONTENT_MESSAGES.groupNotFound);
    const data = row.data.map((content) => withGrants(fileGrants, content, row.viewerId));
    return { data, pagination: { count: row.count, page: query.page, page_size: pageSize } };
  }

  async function detail(request: FastifyRequest, statement: Detail, values: { id: number } | { slug: string }, missing: string) {
    const [row] = await statement(db).execute({ ...viewerAccess(request), ...values });
    checkViewer(request, row!.viewerId);
    if (!row!.content) throw notFound(missing);
    return withGrants(fileGrants, row!.content, row!.viewerId);
  }

  /** The post as the caller sees it after a change they made. */
  async function readBack(request: FastifyRequest, id: number, statement: Detail): Promise<Content> {
    const user = signedInUser(request);
    const [row] = await statement(db).execute({ userId: user.id, sessionId: user.sessionId, id });
    if (!row?.content) throw notFound(CONTENT_MESSAGES.notFound);
    return withGrants(fileGrants, row.content, user.id);
  }

  route(app, contentEndpoints.list, { config: { sessionInQuery: true } }, async (request) => {
    const { group_id: groupId, types } = request.query;
    return page(request, { kinds: types ?? 'feed', ...(groupId === undefined ? {} : { groupId }) }, request.query);
  });

  route(app, contentEndpoints.postableGroups, { onRequest: requireUser }, async (request) => ({
    data: await postableGroups(db, signedInUser(request), request.query.group_id),
  }));

  route(app, contentEndpoints.detailBySlug, { config: { sessionInQuery: true } }, (request) =>
    detail(request, feedBySlug, { slug: request.params.slug }, CONTENT_MESSAGES.notFound),
  );

  route(app, contentEndpoints.detail, { config: { sessionInQuery: true } }, (request) =>
    detail(request, feedById, { id: request.params.id }, CONTENT_MESSAGES.notFound),
  );

  route(app, contentEndpoints.create, { onRequest: requireUser }, async (request) => {
    const { types, group, data, security_level: securityLevel, send_email: sendEmail, files } = request.body;
    const user = signedInUser(request);
    const site = sendEmail ? await linkOrigin(db, request, config.auth) : null;
    // A newsletter's mails are queued with it in one transaction: both are stored, or neither. The delivery loop
    // sends them once the answer is on its way.
    const { post } = await db.transaction(async (tx) => {
      const created = await createContent(tx, user, {
        type: types,
        groupId: group,
        blocks: data.blocks,
        securityLevel,
        sendEmail,
        files,
      });
      if (created.post.sendEmail && site) {
        const recipients = await newsletterRecipients(tx, created.group.id, user.id);
        const link = `${site.origin}/post/${created.post.slug}`;
        // A private newsletter's files open only for its readers, who get them from the post's page once signed in: an
        // address in a mail would outlive any grant it could carry.
        const isPublic = created.post.securityLevel === PRIVACY.public;
        const files = (await contentFiles(tx, created.post.files)).map((file) => ({
          name: file.name,
          url: isPublic ? `${site.origin}${MEDIA_PREFIX}${file.path}` : link,
        }));
        await mailQueue.enqueue(
          tx,
          newsletterMails(recipients, { post: created.post, groupName: created.group.name, link, brand: site.brand, files }),
        );
      }
      return created;
    });
    if (post.sendEmail) mailQueue.wake();
    const message = types === 'newsletter' ? CONTENT_MESSAGES.newsletterCreated : CONTENT_MESSAGES.postCreated;
    return { message, content: await readBack(request, post.id, feedById) };
  });

  route(app, contentEndpoints.update, { onRequest: requireUser }, async (request) => {
    const user = signedInUser(request);
    const post = await loadOwnContent(db, user, request.params.id, 'feed');
    await updateContent(db, user, post, {
      blocks: request.body.data?.blocks,
      securityLevel: request.body.security_level,
      files: request.body.files,
    });
    return { message: CONTENT_MESSAGES.updated, content: await readBack(request, post.id, feedById) };
  });

  route(app, contentEndpoints.delete, { onRequest: requireUser }, async (request) => {
    await deleteContent(db, await loadOwnContent(db, signedInUser(request), request.params.id, 'feed'));
    return { message: CONTENT_MESSAGES.deleted };
  });

  route(app, careerTipEndpoints.mine, { config: { sessionInQuery: true }, onRequest: requireUser }, (request) =>
    page(request, { kinds: 'career_tip', mine: true }, request.query),
  );

  route(app, careerTipEndpoints.all, { config: { sessionInQuery: true } }, (request) =>
    page(request, { kinds: 'career_tip' }, request.query),
  );

  route(app, careerTipEndpoints.group, { config: { sessionInQuery: true } }, (request) =>
    page(request, { kinds: 'career_tip', groupId: request.params.id }, request.query),
  );

  route(app, careerTipEndpoints.detail, { config: { sessionInQuery: true } }, (request) =>
    detail(request, careerTipById, { id: request.params.id }, CONTENT_MESSAGES.careerTipNotFound),
  );

  route(app, careerTipEndpoints.allBySlug, { config: { sessionInQuery: true } }, (request) =>
    detail(request, careerTipBySlug, { slug: request.params.slug }, CONTENT_MESSAGES.careerTipNotFound),
  );

  route(app, careerTipEndpoints.create, { onRequest: requireUser }, async (request) => {
    const { group, data, security_level: securityLevel, files } = request.body;
    const { post } = await createContent(db, signedInUser(request), {
      type: 'career_tip',
      groupId: group,
      blocks: data.blocks,
      securityLevel,
      sendEmail: false,
      files,
    });
    return { message: CONTENT_MESSAGES.careerTipCreated, content: await readBack(request, post.id, careerTipById) };
  });

  route(app, careerTipEndpoints.update, { onRequest: requireUser }, async (request) => {
    const user = signedInUser(request);
    const post = await loadOwnContent(db, user, request.params.id, 'career_tip');
    await updateContent(db, user, post, {
      blocks: request.body.data?.blocks,
      securityLevel: request.body.security_level,
      files: request.body.files,
    });
    return { message: CONTENT_MESSAGES.updated, content: await readBack(request, post.id, careerTipById) };
  });

  route(app, careerTipEndpoints.delete, { onRequest: requireUser }, async (request) => {
    await deleteContent(db, await loadOwnContent(db, signedInUser(request), request.params.id, 'career_tip'));
    return { message: CONTENT_MESSAGES.deleted };
  });
};
