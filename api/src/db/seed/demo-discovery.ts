import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../connection.ts';
import { aiTools, bookmarks, groupProfiles, groups, organizationPartners, profiles, resources, useCases, users } from '../schema/index.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { slugify } from '../../text/slugify.ts';
import { DEFAULT_ORGANIZATION_SLUG } from './demo-groups.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
const DAY = 24 * 60 * 60 * 1000;

/** More approved AI tools, so the tools list runs past its first page of 9. */
const MORE_AI_TOOLS = [
  {
    name: 'Gemini',
    categories: ['Chatbot', 'Research'],
    website: 'https://gemini.google.com',
    text: 'Assistant that reads documents, images and the web.',
  },
  {
    name: 'Notion AI',
    categories: ['Productivity', 'Writing'],
    website: 'https://www.notion.so',
    text: 'Drafts, summarises and answers questions inside shared notes.',
  },
  {
    name: 'Grammarly',
    categories: ['Writing'],
    website: 'https://www.grammarly.com',
    text: 'Checks tone, clarity and grammar as you write.',
  },
  {
    name: 'Midjourney',
    categories: ['Image Generation'],
    website: 'https://www.midjourney.com',
    text: 'Turns short prompts into detailed illustrations.',
  },
  { name: 'Elicit', categories: ['Research'], website: 'https://elicit.com', text: 'Finds and summarises research papers for a question.' },
  {
    name: 'Descript',
    categories: ['Audio and Video'],
    website: 'https://www.descript.com',
    text: 'Edits recordings by editing their transcript.',
  },
  {
    name: 'Tabnine',
    categories: ['Coding Assistant'],
    website: 'https://www.tabnine.com',
    text: 'Private code completion trained on permissive code.',
  },
  {
    name: 'Quizlet Q-Chat',
    categories: ['Education'],
    website: 'https://quizlet.com',
    text: 'Quizzes students on their study sets in conversation.',
  },
] as const;

/** Influential people (first name, last name, country, title), more than the 16 of one page of /influencers. */
const INFLUENTIAL_PEOPLE = [
  ['Amara', 'Okafor', 'Nigeria', 'AI Policy Researcher'],
  ['Benedikt', 'Hahn', 'Germany', 'Robotics Professor'],
  ['Carmen', 'Vidal', 'Spain', 'Data Journalism Editor'],
  ['Dae-jung', 'Park', 'South Korea', 'Machine Learning Engineer'],
  ['Elif', 'Demir', 'Turkey', 'Health AI Founder'],
  ['Fatima', 'Zahra', 'Morocco', 'EdTech Entrepreneur'],
  ['Gabriel', 'Costa', 'Brazil', 'Open Data Advocate'],
  ['Hana', 'Sato', 'Japan', 'Human-Computer Interaction Researcher'],
  ['Ibrahim', 'Diallo', 'Senegal', 'Fintech Product Lead'],
  ['Julia', 'Nowak', 'Poland', 'AI Ethics Lecturer'],
  ['Kwame', 'Asante', 'Ghana', 'Climate Data Scientist'],
  ['Lucia', 'Romero', 'Mexico', 'Career Coach for Engineers'],
  ['Mateo', 'Fernandez', 'Argentina', 'Startup Mentor'],
  ['Nadia', 'Rahman', 'Bangladesh', 'Digital Inclusion Campaigner'],
  ['Oliver', 'Bennett', 'United Kingdom', 'Chief Technology Officer'],
  ['Priyanka', 'Iyer', 'India', 'Natural Language Processing Researcher'],
  ['Rafael', 'Silva', 'Portugal', 'AI Product Designer'],
] as const;

/** Influential organizations (name, country, what they do), so /influential-orgs runs past its first page of 16. */
const INFLUENTIAL_ORGANIZATIONS = [
  ['Future of Work Institute', 'United States', 'Research on how AI changes jobs, skills and hiring.'],
  ['Women in Machine Learning Africa', 'Kenya', 'A community that mentors women into machine learning careers.'],
  ['Open Learning Alliance', 'Canada', 'Free courses on data and AI for adult learners.'],
  ['Responsible AI Forum', 'Netherlands', 'Practitioners sharing how to build and audit fair AI systems.'],
  ['Code for Tomorrow', 'India', 'Volunteer engineers building public-interest software.'],
  ['Green Compute Coalition', 'Sweden', 'Companies cutting the energy use of AI workloads.'],
  ['Latin America AI Network', 'Chile', 'Researchers and startups across Latin America working on AI.'],
  ['Health Data Commons', 'United Kingdom', 'Hospitals and universities sharing health data responsibly.'],
  ['Skills Bridge Foundation', 'South Africa', 'Apprenticeships that lead school leavers into tech jobs.'],
  ['Digital Democracy Lab', 'Estonia', 'Studies of AI in public services and elections.'],
  ['AgriTech Collective', 'Kenya', 'Farmers and engineers applying machine learning to crops.'],
  ['Creative AI Guild', 'France', 'Artists and designers exploring generative tools.'],
  ['Mentors Without Borders', 'Ireland', 'Professionals who mentor newcomers to their countries.'],
  ['Quantum Careers Network', 'Australia', 'Guidance for students entering quantum and AI research.'],
  ['Accessible Tech Trust', 'New Zealand', 'Making AI tools usable for people with disabilities.'],
  ['Youth Data Corps', 'Philippines', 'Young analysts solving local problems with open data.'],
] as const;

/** Links published to the resource hub (title, topic area id, address), so it runs past its first page of 15. */
const HUB_LINKS = [
  ['Writing a skills-based CV', 1, 'https://www.example.org/guides/skills-based-cv'],
  ['Preparing for a first technical interview', 1, 'https://www.example.org/guides/technical-interview'],
  ['Finding an internship abroad', 1, 'https://www.example.org/guides/internship-abroad'],
  ['Asking for a promotion with evidence', 2, 'https://www.example.org/guides/promotion-evidence'],
  ['Building a learning plan for the year', 2, 'https://www.example.org/guides/learning-plan'],
  ['Negotiating a job offer', 2, 'https://www.example.org/guides/offer-negotiation'],
  ['Running one-to-one meetings that help', 3, 'https://www.example.org/guides/one-to-ones'],
  ['Leading a team through change', 3, 'https://www.example.org/guides/leading-change'],
  ['Prompt writing for everyday work', 4, 'https://www.example.org/guides/prompt-writing'],
  ['Checking AI answers for errors', 4, 'https://www.example.org/guides/checking-ai-answers'],
  ['Automating reports with spreadsheets and AI', 4, 'https://www.example.org/guides/automating-reports'],
  ['Testing a business idea in a weekend', 5, 'https://www.example.org/guides/weekend-idea-test'],
  ['Pitching to your first investors', 5, 'https://www.example.org/guides/first-pitch'],
  ['Becoming a mentor: the first three meetings', 6, 'https://www.example.org/guides/first-mentoring'],
  ['Volunteering your skills to a non-profit', 6, 'https://www.example.org/guides/skills-volunteering'],
] as const;

/** The AI tools each demo use case works with, by use case title and tool name. */
const USE_CASE_TOOLS: Record<string, string[]> = {
  'Drafting personalised outreach e-mails to prospective mentors': ['ChatGPT', 'Claude', 'Grammarly'],
  'Summarising patient intake notes for faster triage': ['Claude', 'Otter.ai'],
  'Generating practice questions from lecture notes': ['Quizlet Q-Chat', 'ChatGPT'],
  'Literature review assistant for graduate research': ['Elicit', 'Perplexity'],
  'Code review suggestions for student projects': ['GitHub Copilot', 'Tabnine'],
};

/** Influential people and organizations; these people never sign in, so they share one password hash. */
async function seedInfluential(tx: Tx) {
  const passwordHash = await hashPassword(crypto.randomUUID());
  for (const [firstName, lastName, country, title] of INFLUENTIAL_PEOPLE) {
    const slug = slugify(`${firstName} ${lastName}`);
    const [user] = await tx
      .insert(users)
      .values({ email: `${slug}@example.org`, passwordHash, firstName, lastName, isVerified: true })
      .returning({ id: users.id });
    await tx.insert(profiles).values({
      userId: user!.id,
      nameSlug: slug,
      country,
      title,
      shortBio: `${title} sharing what AI changes in their field.`,
      isInfluencer: true,
    });
    await tx.insert(groupProfiles).values({ userId: user!.id });
  }
  await tx.insert(groups).values(
    INFLUENTIAL_ORGANIZATIONS.map(([name, country, description]) => ({
      name,
      nameSlug: slugify(name),
      groupType: 'organization' as const,
      country,
      description,
      isVerified: true,
      isInfluencer: true,
    })),
  );
}

/**
 * The discovery area's demo rows: more AI tools, the tools each use case works with, a few favourites of
 * member@trellis.test so that their Favorites page has something to show, influential people and organizations,
 * links published to the resource hub, and Lumen Robotics as the default organization's partner.
 */
export async function seedDiscoveryDemo(tx: Tx) {
  await seedInfluential(tx);
  const [organization] = await tx.select({ id: groups.id }).from(groups).where(eq(groups.nameSlug, DEFAULT_ORGANIZATION_SLUG));
  const [partner] = await tx.select({ id: groups.id }).from(groups).where(eq(groups.nameSlug, 'lumen-robotics'));
  const pair = [organization!.id, partner!.id].sort((one, other) => one - other);
  await tx.insert(organizationPartners).values({ groupId: pair[0]!, partnerId: pair[1]! });
  const [staff] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'staff@trellis.test'));
  const [member] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'member@trellis.test'));
  const now = Date.now();
  await tx.insert(resources).values(
    HUB_LINKS.map(([title, topicArea, source], index) => ({
      title,
      titleSlug: slugify(title),
      content: `A short guide: ${title.toLowerCase()}.`,
      source,
      subType: 'external',
      topicArea,
      publishToKhub: true,
      groupId: organization!.id,
      createdById: staff!.id,
      status: 'approved' as const,
      createdAt: new Date(now - (index + 20) * DAY),
    })),
  );
  await tx.insert(aiTools).values(
    MORE_AI_TOOLS.map((tool, index) => ({
      slug: slugify(tool.name),
      name: tool.name,
      description: `<p>${tool.text}</p>`,
      website: tool.website,
      categories: [...tool.categories],
      groupId: organization!.id,
      createdById: staff!.id,
      status: 'approved' as const,
      voteScore: 12 - index,
      // Older than the first tools, so the newest stay on the first page.
      createdAt: new Date(now - (index + 10) * DAY),
    })),
  );

  const tools = await tx.select({ id: aiTools.id, name: aiTools.name }).from(aiTools);
  const toolId = new Map(tools.map((tool) => [tool.name, tool.id]));
  for (const [title, names] of Object.entries(USE_CASE_TOOLS)) {
    await tx
      .update(useCases)
      .set({ aiTools: names.map((name) => toolId.get(name)!).filter(Boolean) })
      .where(eq(useCases.title, title));
  }

  const kept = await tx
    .select({ id: useCases.id })
    .from(useCases)
    .where(inArray(useCases.title, Object.keys(USE_CASE_TOOLS).slice(0, 2)));
  await tx
    .insert(bookmarks)
    .values([
      ...kept.map((row) => ({ userId: member!.id, itemType: 'use_case', itemId: row.id })),
      { userId: member!.id, itemType: 'ai_tool', itemId: toolId.get('Claude')! },
    ]);
}
