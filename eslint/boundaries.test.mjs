// Proves that the lint rules guarding the architecture fire: each case lints a deliberately bad file with the
// repository's own configuration and expects the rule that forbids it. Run by `npm test` (pnpm run test:tools).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';

const root = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root, ignore: false });

/** The rule ids and messages linting `code` as the file at `path` reports. */
async function problems(path, code) {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return result.messages.map((message) => ({ rule: message.ruleId, message: message.message }));
}

async function expectRule(path, code, rule, text) {
  const found = await problems(path, code);
  assert.ok(
    found.some((problem) => problem.rule === rule && (!text || problem.message.includes(text))),
    `expected ${rule} on ${path}, got ${JSON.stringify(found)}`,
  );
}

describe('the lint rules of the architecture', () => {
  it('stop a remote from importing another remote, at any depth', async () => {
    const rule = 'import-x/no-restricted-paths';
    await expectRule(
      'mf-groups/src/features/org/Bad.tsx',
      "export { CaptchaField } from '../../../../mf-auth/src/captcha/CaptchaField.tsx';\n",
      rule,
    );
    await expectRule(
      'mf-groups/src/features/org/parts/deep/Bad.tsx',
      "export { CaptchaField } from '../../../../../../mf-auth/src/captcha/CaptchaField.tsx';\n",
      rule,
    );
    await expectRule('mf-groups/src/Bad.tsx', "export { CaptchaField } from '../../mf-auth/src/captcha/CaptchaField.tsx';\n", rule);
    await expectRule('mf-groups/src/Bad.tsx', "export { bootstrap } from '@trellis/mf-auth/src/lifecycles.ts';\n", 'no-restricted-imports');
  });

  it('stop the shell and a remote from importing each other', async () => {
    const rule = 'import-x/no-restricted-paths';
    await expectRule('shell/src/layout/Bad.tsx', "export { AuthRoutes } from '../../../mf-auth/src/AuthRoutes.tsx';\n", rule);
    await expectRule('mf-admin/src/Bad.tsx', "export { Sidebar } from '../../shell/src/layout/Sidebar.tsx';\n", rule);
  });

  it('stop an app from importing the server beyond its test kit', async () => {
    await expectRule(
      'mf-admin/src/Bad.tsx',
      "export { buildApp } from '../../api/src/app.ts';\n",
      'import-x/no-restricted-paths',
      'over HTTP only',
    );
    assert.deepEqual(await problems('mf-admin/src/Fine.test.tsx', "export { startTestServer } from '@trellis/api/testing';\n"), []);
  });

  it('stop a feature from importing another feature of its app, and let it import its own files and shared folders', async () => {
    const rule = 'import-x/no-restricted-paths';
    await expectRule(
      'mf-profile/src/features/registration/Bad.tsx',
      "export { ProfileView } from '../profile/ProfileView.tsx';\n",
      rule,
      'A feature imports no other feature',
    );
    await expectRule('shell/src/features/notifications/Bad.tsx', "export { ChatDock } from '../chat/ChatDock.tsx';\n", rule);
    assert.deepEqual(
      await problems(
        'mf-profile/src/features/registration/Fine.tsx',
        "export { ProfileWizard } from './ProfileWizard.tsx';\nexport { ProfileField } from '../../profile-form/ProfileField.tsx';\n",
      ),
      [],
    );
  });

  it('find an import cycle', async () => {
    const found = await problems(
      'eslint/fixtures/cycle-a.ts',
      (await import('node:fs')).readFileSync(join(root, 'eslint/fixtures/cycle-a.ts'), 'utf8'),
    );
    assert.ok(
      found.some((problem) => problem.rule === 'import-x/no-cycle'),
      JSON.stringify(found),
    );
  });

  it('keep antd, its icons and the router to the shared modules holding the parts in use', async () => {
    const rule = 'no-restricted-imports';
    await expectRule('mf-groups/src/features/org/Bad.tsx', "export { Button } from 'antd';\n", rule, '@trellis/ui/antd');
    await expectRule('shell/src/layout/Bad.tsx', "export { default } from 'antd/es/button';\n", rule, '@trellis/ui/antd');
    await expectRule('packages/ui/src/components/Bad.tsx', "export { Table } from 'antd';\n", rule, '@trellis/ui/antd');
    await expectRule('mf-auth/src/Bad.tsx', "export { Link } from 'react-router-dom';\n", rule, '@trellis/ui/router');
    await expectRule('mf-auth/src/Bad.tsx', "export { UserOutlined } from '@ant-design/icons';\n", rule, '@trellis/ui/icons');
    assert.deepEqual(await problems('mf-groups/src/features/org/Fine.tsx', "export { Button } from '@trellis/ui/antd';\n"), []);
    assert.deepEqual(await problems('packages/ui/src/antd/index.ts', "export { Button } from 'antd';\n"), []);
  });

  it('keep the workspace packages layered: contracts, platform, UI kit, test kit', async () => {
    const rule = 'import-x/no-restricted-paths';
    // An undeclared package does not resolve at all; a path does, and the zone refuses it.
    await expectRule(
      'packages/contracts/src/Bad.ts',
      "export { useSession } from '../../platform/src/session/index.ts';\n",
      rule,
      'no other',
    );
    await expectRule(
      'packages/platform/src/site/Bad.ts',
      "export { EmptyState } from '../../../ui/src/components/index.ts';\n",
      rule,
      'contracts only',
    );
    await expectRule('packages/platform/src/site/Bad.ts', "export { signInAs } from '@trellis/test-kit';\n", rule, 'Only tests');
    await expectRule('packages/ui/src/components/Bad.tsx', "export { AuthRoutes } from '../../../../mf-auth/src/AuthRoutes.tsx';\n", rule);
    await expectRule('packages/ui/src/components/Bad.tsx', "export { buildApp } from '../../../../api/src/app.ts';\n", rule, 'over HTTP');
    await expectRule('packages/contracts/src/Bad.ts', "export { useState } from 'react';\n", 'no-restricted-imports', 'no React');
    await expectRule(
      'packages/platform/src/site/Bad.ts',
      "export { api } from '../api-client/client.ts';\n",
      'no-restricted-imports',
      'by its name',
    );
    assert.deepEqual(
      await problems('packages/ui/src/components/Fine.tsx', "export { useSession } from '@trellis/platform/session';\n"),
      [],
    );
    assert.deepEqual(await problems('packages/platform/src/site/Fine.test.ts', "export { signInAs } from '@trellis/test-kit';\n"), []);
    assert.deepEqual(await problems('packages/test-kit/src/Fine.ts', "export { startTestServer } from '@trellis/api/testing';\n"), []);
  });

  it('refuse a comment that cites a document outside the repository', async () => {
    const rule = 'references/no-outside-references';
    await expectRule('api/src/features/chat/rooms.ts', '// Limits from seed 001 section 9.\nexport const x = 1;\n', rule, 'seed 001');
    await expectRule('shell/src/layout/Sidebar.tsx', '/** See ARCHITECTURE.md. */\nexport const x = 1;\n', rule, 'ARCHITECTURE.md');
    assert.deepEqual(
      await problems('api/src/db/seed/demo.ts', '// The demo data seeds 6 accounts on first start.\nexport const x = 1;\n'),
      [],
    );
  });

  it('hold each package to its file naming style', async () => {
    await expectRule('mf-groups/src/features/org/org-list.tsx', 'export const x = 1;\n', 'trellis/file-naming');
    await expectRule('shell/src/layout/side_bar.tsx', 'export const x = 1;\n', 'trellis/file-naming');
    await expectRule('api/src/features/chat/roomMembers.ts', 'export const x = 1;\n', 'trellis/file-naming');
    assert.deepEqual(await problems('mf-groups/src/features/org/OrgList.test.tsx', 'export const x = 1;\n'), []);
    assert.deepEqual(await problems('api/src/features/chat/room-members.test.ts', 'export const x = 1;\n'), []);
  });

  it('send every server test request through the test kit, which fails on a 500', async () => {
    const path = 'api/src/features/chat/chat.test.ts';
    await expectRule(path, 'export const answer = (app) => app.inject({ url: "/" });\n', 'no-restricted-syntax', 't.inject');
    await expectRule(path, 'export const answer = (t) => t.app.inject({ url: "/" });\n', 'no-restricted-syntax', 't.inject');
    assert.deepEqual(await problems(path, 'export const answer = (t) => t.inject({ url: "/" });\n'), []);
    assert.deepEqual(await problems('api/src/test-support/test-app.ts', 'export const answer = (app) => app.inject({ url: "/" });\n'), []);
  });

  it("keep Modal's static functions out, which the built platform's on-demand Modal does not carry", async () => {
    await expectRule(
      'mf-groups/src/features/org/Bad.tsx',
      "import { Modal } from '@trellis/ui/antd';\nexport const ask = () => Modal.confirm({ title: 'Sure?' });\n",
      'no-restricted-syntax',
      'App.useApp().modal',
    );
  });
});
