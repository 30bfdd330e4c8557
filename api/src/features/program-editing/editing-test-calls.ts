import { PATHS, ParentOptions } from '@trellis/contracts';
import { api, type TestApp } from '../../test-support/test-app.ts';
import { multipartBody } from '../uploads/multipart-body.ts';

export const LEADER = 'leader@trellis.test';
export const ADMIN = 'admin@trellis.test';
export const STAFF = 'staff@trellis.test';
export const MEMBER = 'member@trellis.test';

/**
 * The group editing calls as a demo account makes them (null for a visitor), each answering its status and body. The
 * app is read when a call is made, so a test file may set it up in its beforeAll.
 */
export function editingCalls(app: () => TestApp) {
  const headers = async (email: string | null) => (email ? await app().authHeader(email) : {});
  return {
    headers,
    async create(email: string | null, body: object) {
      const response = await app().post(PATHS.groups, body, await headers(email));
      return { status: response.statusCode, body: response.json() };
    },
    async patch(email: string | null, groupId: number, body: object) {
      const response = await app().inject({
        method: 'PATCH',
        url: api(PATHS.group(groupId)),
        payload: body,
        headers: await headers(email),
      });
      return { status: response.statusCode, body: response.json() };
    },
    async options(email: string, groupType: 'circle' | 'event') {
      const response = await app().inject({
        url: api(`${PATHS.groupParentOptions}?group_type=${groupType}`),
        headers: await headers(email),
      });
      return ParentOptions.parse(response.json());
    },
    async upload(email: string, path: string, field: string, data: Buffer) {
      const body = multipartBody({}, [{ field, name: 'picture', data }]);
      const response = await app().inject({
        method: 'POST',
        url: api(path),
        headers: { ...(await headers(email)), ...body.headers },
        payload: body.payload,
      });
      return { status: response.statusCode, body: response.json() };
    },
  };
}
