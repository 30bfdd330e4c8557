import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { AI_MESSAGES, AiTool, AiToolList, AiToolSaved } from '@trellis/contracts';
import { aiTools, groups, uploadedFiles } from '../../db/schema/index.ts';
import { addMembership, createOrganization } from '../../test-support/factory.ts';
import { api, createTestApp, type TestApp } from '../../test-support/test-app.ts';

describe('AI tools', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const db = () => t.database.connection.db;
  const get = (path: string, headers: Record<string, string> = {}) => t.inject({ url: api(path), headers });
  const list = async (query = '', headers: Record<string, string> = {}) => {
    const response = await get(`/ai-tools/${query}`, headers);
    expect(response.statusCode).toBe(200);
    return AiToolList.parse(response.json());
  };

  /** A new member who is an accepted member of a new organization, which they may name as a tool's group. */
  async function memberOfOrganization() {
    const member = await t.newMember();
    const organization = await createOrganization(db());
    await addMembership(db(), { userId: member.id, groupId: organization.id });
    return { ...member, groupId: organization.id };
  }

  async function uploaded(userId: number, mimeType: string, sizeBytes: number) {
    const [row] = await db()
      .insert(uploadedFiles)
      .values({ userId, path: `logo-${userId}-${sizeBytes}.png`, originalName: 'logo.png', mimeType, sizeBytes })
      .returning({ id: uploadedFiles.id });
    return row!.id;
  }

  it('lists approved tools, 9 a page, newest first', async () => {
    const first = await list();
    expect(first.data).toHaveLength(9);
    expect(first.pagination.count).toBeGreaterThan(9);
    expect(first.data.every((tool) => tool.status === 'approved')).toBe(true);
    const dates = first.data.map((tool) => tool.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const second = await list('?page=2');
    expect(second.data.map((tool) => tool.id)).not.toContain(first.data[0]!.id);
  });

  it('searches names and descriptions, and filters by categories', async () => {
    expect((await list('?search=transcription')).data.map((tool) => tool.name)).toEqual(['Otter.ai']);
    const research = await list('?categories=Research');
    expect(research.data.length).toBeGreaterThan(0);
    expect(research.data.every((tool) => tool.categories.includes('Research'))).toBe(true);
    const either = await list('?categories=Research,Coding%20Assistant');
    expect(either.pagination.count).toBeGreaterThan(research.pagination.count);
    expect((await list('?categories=all')).pagination.count).toBe((await list()).pagination.count);
    expect((await list('?search=nothing%20is%20called%20this')).data).toEqual([]);
  });

  it('refuses a one-letter search and a bad page', async () => {
    for (const query of ['?search=a', '?page=0', '?page=999999999999', '?page_size=1000']) {
      const response = await get(`/ai-tools/${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().field_errors).toBeDefined();
    }
  });

  it('answers a missing or unapproved tool with the not-found text', async () => {
    const missing = await get('/ai-tools/slug/no-such-tool/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe(AI_MESSAGES.pageNotFound);
    const [pending] = await db().select({ slug: aiTools.slug }).from(aiTools).where(eq(aiTools.status, 'pending'));
    expect((await get(`/ai-tools/slug/${pending!.slug}/`)).statusCode).toBe(404);
    expect((await get(`/ai-tools/slug/${pending!.slug}/`, await t.authHeader('staff@trellis.test'))).statusCode).toBe(200);
  });

  it('lets an organization member submit a tool with sanitized HTML, which waits for review', async () => {
    const member = await memberOfOrganization();
    const logo = await uploaded(member.id, 'image/png', 2048);
    const response = await t.post(
      '/ai-tools/',
      {
        name: 'Sketch Helper',
        description:
          '<p onclick="steal()">Draws <strong>diagrams</strong><script>alert(1)</script> <a href="javascript:alert(1)">here</a></p>',
        group: member.groupId,
        categories: ['Productivity', 'Image Generation'],
        logo,
        website: 'https://sketch.example',
        roles: ['Designers'],
      },
      member.headers,
    );
    expect(response.statusCode).toBe(201);
    const saved = AiToolSaved.parse(response.json());
    expect(saved.message).toBe(AI_MESSAGES.toolSubmitted);
    expect(saved.ai_tool).toMatchObject({ name: 'Sketch Helper', status: 'pending', can_edit: true, website: 'https://sketch.example' });
    expect(saved.ai_tool.description).toBe('<p>Draws <strong>diagrams</strong> <a target="_blank" rel="noopener noreferrer">here</a></p>');
    expect(saved.ai_tool.logo).toMatch(/^\/api\/v1\/media\/logo-/);
    expect(saved.ai_tool.group?.id).toBe(member.groupId);

    // Only its author and moderators see it until it is approved.
    expect((await get(`/ai-tools/slug/${saved.ai_tool.slug}/`, member.headers)).statusCode).toBe(200);
    const other = await t.newMember();
    expect((await get(`/ai-tools/slug/${saved.ai_tool.slug}/`, other.headers)).statusCode).toBe(404);
    expect((await list('?search=Sketch%20Helper')).data).toEqual([]);

    const second = AiToolSaved.parse(
      (await t.post('/ai-tools/', { name: 'Sketch Helper', description: 'Again', group: member.groupId }, member.headers)).json(),
    );
    expect(second.ai_tool.slug).toBe(`${saved.ai_tool.slug}-2`);
  });

  it('refuses a group the member is not an accepted member of, and says which groups they may name', async () => {
    const member = await memberOfOrganization();
    const circle = (await db().select({ id: groups.id }).from(groups).where(eq(groups.groupType, 'circle')))[0]!.id;
    await addMembership(db(), { userId: member.id, groupId: circle });
    const elsewhere = await createOrganization(db());
    const pending = await createOrganization(db());
    await addMembership(db(), { userId: member.id, groupId: pending.id, status: 'pending' });

    const options = await get('/ai-tools/group-options/', member.headers);
    expect(options.json().data.map((group: { id: number }) => group.id)).toContain(member.groupId);
    for (const group of [elsewhere.id, pending.id, circle]) {
      expect(options.json().data.map((option: { id: number }) => option.id)).not.toContain(group);
      const refused = await t.post('/ai-tools/', { name: 'Elsewhere', description: 'Text', group }, member.headers);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().field_errors.group).toEqual([AI_MESSAGES.groupNotAllowed]);
    }
  });

  it('refuses more than 3 categories, unknown ones, empty HTML, bad logos and websites', async () => {
    const member = await memberOfOrganization();
    const pdf = await uploaded(member.id, 'application/pdf', 1000);
    const heavy = await uploaded(member.id, 'image/png', 6 * 1024 * 1024);
    const someoneElses = await uploaded((await t.newMember()).id, 'image/png', 1000);
    const base = { name: 'Tool', description: '<p>Text</p>', group: member.groupId };
    const cases: [object, string, string][] = [
      [{ ...base, categories: ['Writing', 'Research', 'Chatbot', 'Education'] }, 'categories', AI_MESSAGES.maxCategories],
      [{ ...base, categories: ['Astrology'] }, 'categories', AI_MESSAGES.unknownCategory],
      [{ ...base, description: '<p><script>x</script></p>' }, 'description', AI_MESSAGES.required],
      [{ ...base, name: '   ' }, 'name', AI_MESSAGES.required],
      [{ ...base, logo: pdf }, 'logo', AI_MESSAGES.logoNotAnImage],
      [{ ...base, logo: someoneElses }, 'logo', AI_MESSAGES.logoNotAnImage],
      [{ ...base, logo: heavy }, 'logo', AI_MESSAGES.logoTooLarge],
      [{ ...base, website: 'javascript:alert(1)' }, 'website', AI_MESSAGES.invalidWebsite],
    ];
    for (const [body, field, message] of cases) {
      const refused = await t.post('/ai-tools/', body, member.headers);
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json().field_errors[field]).toContain(message);
    }
    expect((await t.post('/ai-tools/', { ...base, name: 'x'.repeat(201) }, member.headers)).statusCode).toBe(400);
    expect((await t.post('/ai-tools/', base)).statusCode).toBe(401);
  });

  it('lets the author and staff edit a tool, and nobody else', async () => {
    const member = await memberOfOrganization();
    const created = AiToolSaved.parse(
      (await t.post('/ai-tools/', { name: 'Editable', description: 'First', group: member.groupId }, member.headers)).json(),
    ).ai_tool;
    const patch = (body: object, headers: Record<string, string>) =>
      t.inject({ method: 'PATCH', url: api(`/ai-tools/${created.id}/`), payload: body, headers });

    const edited = await patch({ description: '<p>Second</p>', categories: ['Writing'] }, member.headers);
    expect(edited.statusCode).toBe(200);
    expect(AiTool.parse(edited.json().ai_tool)).toMatchObject({ description: '<p>Second</p>', categories: ['Writing'], name: 'Editable' });

    const other = await t.newMember();
    expect((await patch({ name: 'Taken over' }, other.headers)).statusCode).toBe(403);
    expect((await patch({ name: 'Staff edit' }, await t.authHeader('staff@trellis.test'))).statusCode).toBe(200);
    expect((await patch({ categories: ['Writing', 'Research', 'Chatbot', 'Education'] }, member.headers)).statusCode).toBe(400);
    const missing = await t.inject({ method: 'PATCH', url: api('/ai-tools/2000000000/'), payload: { name: 'x' }, headers: member.headers });
    expect(missing.statusCode).toBe(404);
  });
});
