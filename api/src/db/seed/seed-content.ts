import { aiTools, jobApplications, jobs, resources, useCases } from '../schema/index.ts';
import { slugify } from '../../text/slugify.ts';
import { ASSISTANT_DEMO_RESOURCES } from './demo-assistant.ts';
import { DEMO_AI_TOOLS, DEMO_RESOURCES, DEMO_USE_CASES } from './demo-content.ts';
import { DEMO_JOB_APPLICATIONS, DEMO_JOBS } from './demo-jobs.ts';
import { DAY, lookup, type Tx } from './seed-support.ts';

/**
 * The demo use cases, AI tools, jobs with their applications, and resources, spread over the past days so every
 * newest-first list has a stable order.
 */
export async function seedContent(
  tx: Tx,
  ids: { groupIds: Map<string, number>; topicIds: Map<string, number>; skillIds: Map<string, number>; userIds: Map<string, number> },
) {
  const now = Date.now();
  await tx.insert(useCases).values(
    DEMO_USE_CASES.map((useCase, index) => ({
      slug: slugify(useCase.title),
      title: useCase.title,
      description: useCase.description,
      reason: useCase.reason,
      topics: useCase.topics.map((name) => lookup(ids.topicIds, name)),
      businessValue: useCase.businessValue,
      complexity: useCase.complexity,
      innovationCategory: useCase.innovationCategory,
      categories: useCase.categories,
      careerStages: useCase.careerStages,
      professionalFields: useCase.professionalFields,
      jobFunctions: useCase.jobFunctions,
      groupId: lookup(ids.groupIds, useCase.group),
      createdById: lookup(ids.userIds, useCase.author),
      status: useCase.status,
      voteScore: useCase.voteScore,
      // Spread over the past weeks so "newest first" has a meaningful order.
      createdAt: new Date(now - index * 2 * DAY),
    })),
  );
  await tx.insert(aiTools).values(
    DEMO_AI_TOOLS.map((tool) => ({
      slug: slugify(tool.name),
      name: tool.name,
      description: tool.description,
      website: tool.website,
      categories: tool.categories,
      groupId: lookup(ids.groupIds, tool.group),
      createdById: lookup(ids.userIds, tool.author),
      status: tool.status,
      voteScore: tool.voteScore,
    })),
  );
  const jobRows = await tx
    .insert(jobs)
    .values(
      DEMO_JOBS.map((job, index) => ({
        slug: slugify(job.title),
        title: job.title,
        description: job.description,
        requirements: job.requirements,
        jobType: job.jobType,
        jobLocation: job.jobLocation,
        address: job.address ?? null,
        jobStatus: job.status,
        skills: job.skills.map((name) => lookup(ids.skillIds, name)),
        careerStages: job.careerStages,
        countries: job.countries,
        groupId: lookup(ids.groupIds, job.group),
        createdById: lookup(ids.userIds, job.author),
        applicationOpenDate: new Date(now - (index + 30) * DAY),
        applicationCloseDate: new Date(now + job.closesInDays * DAY),
        // Spread over the past days so the board's newest-first order is the list's order.
        createdAt: new Date(now - (index + 1) * 60 * 60 * 1000),
      })),
    )
    .returning({ id: jobs.id, title: jobs.title });
  const jobIds = new Map(jobRows.map((row) => [row.title, row.id]));
  await tx.insert(jobApplications).values(
    DEMO_JOB_APPLICATIONS.map((application, index) => ({
      jobId: lookup(jobIds, application.job),
      userId: lookup(ids.userIds, application.email),
      status: application.status,
      reason: application.reason ?? null,
      createdAt: new Date(now - (DEMO_JOB_APPLICATIONS.length - index) * 60 * 60 * 1000),
      decidedAt: application.status === 'pending' ? null : new Date(now),
    })),
  );
  await tx.insert(resources).values(
    [...DEMO_RESOURCES, ...ASSISTANT_DEMO_RESOURCES].map((resource) => ({
      title: resource.title,
      titleSlug: slugify(resource.title),
      content: resource.content,
      source: resource.source ?? null,
      subType: resource.source ? 'external' : null,
      isPremium: resource.isPremium ?? false,
      topics: resource.topics.map((name) => lookup(ids.topicIds, name)),
      groupId: lookup(ids.groupIds, resource.group),
      createdById: lookup(ids.userIds, resource.author),
      status: resource.status,
    })),
  );
}
