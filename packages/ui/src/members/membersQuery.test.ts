import { MembersQuery } from '@trellis/contracts';
import { AGENT_ANSWERS, filterQuery, NO_FILTERS, REVIEW_DEFAULT_ANSWER } from './membersQuery.ts';

describe('filterQuery', () => {
  it('sends only the status when nothing is filtered', () => {
    expect(filterQuery('pending', NO_FILTERS)).toEqual({ status: 'pending' });
  });

  it('sends every filter in the shape the member list accepts', () => {
    const query = filterQuery('accepted', {
      search: 'ada',
      country: ' Kenya ',
      professionalFields: [3, 8],
      verified: 'false',
      role: 'leader',
      agentAnswer: 'level-4',
      reviewed: true,
    });
    expect(query).toEqual({
      status: 'accepted',
      search: 'ada',
      country: 'Kenya',
      professional_fields: '3,8',
      is_verified: 'false',
      role: 'leader',
      system_agent_id: 2,
      agent_response: '4',
      is_audit: 'true',
    });
    expect(MembersQuery.safeParse(query).success).toBe(true);
  });

  it('offers each agent answer once, every one accepted by the member list', () => {
    expect(new Set(AGENT_ANSWERS.map((answer) => answer.key)).size).toBe(AGENT_ANSWERS.length);
    expect(AGENT_ANSWERS.map((answer) => answer.key)).toContain(REVIEW_DEFAULT_ANSWER);
    for (const answer of AGENT_ANSWERS) {
      expect(MembersQuery.safeParse(filterQuery('pending', { ...NO_FILTERS, agentAnswer: answer.key })).success).toBe(true);
    }
  });
});
