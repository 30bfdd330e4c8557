import { GroupList, PATHS } from '@trellis/contracts';
import { api, type TestApp } from './test-app.ts';

/** The demo groups' ids by slug, as the public group list gives them. */
export async function demoGroupIds(t: TestApp): Promise<Map<string, number>> {
  const all = GroupList.parse((await t.inject({ url: api(`${PATHS.groups}?page_size=100`) })).json());
  return new Map(all.data.map((group) => [group.name_slug, group.id]));
}
