import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MODERATION_MESSAGES, systemAgentById } from '@trellis/contracts';
import { PAGE_SIZES } from '@trellis/contracts/constants';
import { moderationEndpoints } from '@trellis/contracts/endpoints';
import type { AppContext } from '../../app-context.ts';
import { linkOrigin } from '../../auth/link-origin.ts';
import { requireUser, signedInAccess, signedInUser } from '../../auth/request-user.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { pageAnswer, pageWindow } from '../../http/paging.ts';
import { route } from '../../http/route.ts';
import { attemptLimits, signedInId } from '../auth/attempt-limits.ts';
import { loadGroup, requireGroupAdmin } from '../groups-membership/group-access.ts';
import { displayName } from '../groups-membership/membership-notices.ts';
import { changeRole } from '../groups-membership/transitions.ts';
import { listAudit, organizationOf, recordContentDecision, recordDecisions } from './audit-log.ts';
import { gradeWaitingUseCases } from './curation-runs.ts';
import { decide, defaultOrganizationRun, listForReview } from './content-review.ts';
import { sendFollowups, unverifiedAmong } from './followup-email.ts';
import { recommendMembers } from './member-recommendations.ts';
import { curateUseCases, reviewMembers } from './review-agents.ts';
import { listSystemAgents, promptInUse, setAgentPrompt, switchedOffAgents, switchSystemAgent } from './system-agents.ts';

const text = MODERATION_MESSAGES;

/** Every follow-up is an e-mail to someone else, so an administrator's follow-ups are counted. */
export const FOLLOWUP_LIMIT = { perIp: 100, perAccount: 20, windowMs: 10 * 60 * 1000 };

/** What an organization's administrators run their members with: roles, reminders, the review agents and the audit log. */
export const moderationRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config, mailer, notify }) => {
  app.addHook('onRequest', requireUser);
  const limits = await attemptLimits(app, db);
  const followupLimits = limits('followup-email', FOLLOWUP_LIMIT, signedInId);

  route(app, moderationEndpoints.changeRole, {}, async (request) =>
    changeRole({ db, notify }, signedInUser(request), request.params.id, request.params.user, request.body.role),
  );

  route(app, moderationEndpoints.followupEmail, { preHandler: [followupLimits.perIp, followupLimits.perAccount] }, async (request) => {
    const admin = signedInUser(request);
    const group = await loadGroup(db, request.body.organization_id, admin.id);
    await requireGroupAdmin(db, admin, group.id);
    const people = await unverifiedAmong(db, group.id, request.body.user_ids);
    if (people.length === 0) throw new HttpError(400, { non_field_errors: [text.noUnverifiedAmongSelected] });
    const site = await linkOrigin(db, request, config.auth);
    await sendFollowups(mailer, people, site, { adminName: await displayName(db, admin.id), groupName: group.name });
    await recordDecisions(
      db,
      group,
      { kind: 'admin', id: admin.id },
      'followup_email_sent',
      people.map((person) => person.id),
    );
    return { message: text.followupSent, sent: people.length };
  });

  const flowEngine = config.assistant.model ? 'model' : 'built_in';
  route(app, moderationEndpoints.systemAgents, { config: { sessionInQuery: true } }, async (request) => ({
    data: await listSystemAgents(db, signedInAccess(request), request.query, flowEngine),
  }));

  route(app, moderationEndpoints.updateSystemAgent, {}, async (request) => {
    const admin = signedInUser(request);
    const agent = systemAgentById(request.params.id);
    if (!agent) throw notFound(text.unknownAgent);
    const group = await loadGroup(db, request.body.group_id, admin.id);
    // The switch holds for the whole organization, so only its own administrators turn it.
    const organizationId = organizationOf(group);
    await requireGroupAdmin(db, admin, organizationId);
    const { enabled, prompt } = request.body;
    // The prompt decides what every review of the organization asks the model, so the platform's operator sets it;
    // the organization's administrators read it.
    if (prompt !== undefined && !admin.isStaff) throw new HttpError(403, { detail: text.promptStaffOnly });
    await db.transaction(async (tx) => {
      if (enabled !== undefined) {
        await switchSystemAgent(tx, organizationId, agent.agent_type, enabled, admin.id);
        await recordContentDecision(tx, group, admin.id, 'agent_switched', { id: agent.id, title: agent.name }, null, {
          agent_type: agent.agent_type,
          outcome: enabled ? 'On' : 'Off',
        });
      }
      if (prompt !== undefined) {
        await setAgentPrompt(tx, organizationId, agent.agent_type, prompt, admin.id);
        await recordContentDecision(tx, group, admin.id, 'agent_prompt_changed', { id: agent.id, title: agent.name }, null, {
          agent_type: agent.agent_type,
          outcome: prompt === null ? 'Default prompt restored' : 'Prompt changed',
          prompt: promptInUse(agent.agent_type, prompt).text,
        });
      }
    });
    // Use cases that waited while the agent was off are graded now, as a submission would have them graded.
    if (enabled && agent.agent_type === 'usecase_curation') await gradeWaitingUseCases(db, notify, config.assistant.model, organizationId);
    const listing = await listSystemAgents(
      db,
      { userId: admin.id, sessionId: admin.sessionId },
      { group_id: organizationId, entity: agent.entity },
      flowEngine,
    );
    return listing.find((entry) => entry.id === agent.id)!;
  });

  route(app, moderationEndpoints.rerunSystemAgent, {}, async (request) => {
    const admin = signedInUser(request);
    const { system_agent_id: agentId, content_type: contentType, group_id: groupId, content_ids: contentIds } = request.body;
    const group = await loadGroup(db, groupId, admin.id);
    await requireGroupAdmin(db, admin, group.id);
    const agent = systemAgentById(agentId);
    if (!agent) throw new HttpError(400, { field_errors: { system_agent_id: [text.unknownAgent] } });
    if (agent.entity !== contentType) throw new HttpError(400, { field_errors: { content_type: [text.agentForOtherContent] } });
    if ((await switchedOffAgents(db, organizationOf(group))).has(agent.agent_type)) {
      throw new HttpError(400, { non_field_errors: [text.agentSwitchedOff] });
    }
    if (agent.agent_type === 'usecase_curation') {
      // Use cases are reviewed for the organization: those of its hierarchy, never another's.
      const reviewed = await curateUseCases(db, contentIds, group.rootGroupId ?? group.id, config.assistant.model);
      if (reviewed === 0) throw new HttpError(400, { non_field_errors: [text.noUseCasesToReview] });
      return { message: text.rerunDone, reviewed };
    }
    const reviewed = await reviewMembers(db, group, contentIds, [agent.agent_type], config.assistant.model);
    if (reviewed === 0) throw new HttpError(400, { non_field_errors: [text.noMembersToReview] });
    return { message: text.rerunDone, reviewed };
  });

  route(app, moderationEndpoints.memberRecommendations, {}, async (request) => {
    const admin = signedInUser(request);
    const group = await loadGroup(db, request.params.id, admin.id);
    await requireGroupAdmin(db, admin, group.id);
    const { entity_type: kind, group_from_user_to_be_included: included } = request.query;
    return { data: await recommendMembers(db, group, kind, included) };
  });

  route(app, moderationEndpoints.auditLog, {}, async (request) => {
    const admin = signedInUser(request);
    const organization = await loadGroup(db, request.query.organization_id, admin.id);
    await requireGroupAdmin(db, admin, organization.id);
    const window = pageWindow(request.query, PAGE_SIZES.adminTable);
    const { data, count } = await listAudit(db, request.query, window);
    return pageAnswer(data, count, window);
  });

  route(app, moderationEndpoints.reviewList, {}, async (request) => {
    const organization = await defaultOrganizationRun(db, signedInUser(request));
    const window = pageWindow(request.query, PAGE_SIZES.adminTable);
    const { data, count } = await listForReview(db, request.params.kind, organization.id, request.query, window);
    return pageAnswer(data, count, window);
  });

  route(app, moderationEndpoints.reviewDecision, {}, async (request) =>
    decide({ db, notify }, signedInUser(request), request.params.kind, request.params.id, request.body),
  );
};
