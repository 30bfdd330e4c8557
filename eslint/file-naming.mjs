// One file naming style per kind of package, checked on every linted file:
// - the browser apps and the packages they build on (contracts, platform, UI kit, test kit) name a file after what
//   it holds, as React code does: `ProfileView.tsx` for a component, `useOwnProfile.ts` or `profileViewModel.ts` for anything else;
// - the Node packages (the API, the end-to-end tests, the scripts, the build configuration) use kebab-case, as Node code does: `room-members.ts`.
// Suffixes naming a file's role (`.test`, `.spec`, `.fault`, `.config`, `.d`) and `index` are allowed in both.
import { basename } from 'node:path';

const ROLE_SUFFIX = /\.(test|spec|fault|config|d)$/;
const STYLES = {
  'after-export': { pattern: /^[A-Za-z][A-Za-z0-9]*$/, example: 'ProfileView.tsx or useOwnProfile.ts' },
  kebab: { pattern: /^[a-z0-9]+(-[a-z0-9]+)*$/, example: 'room-members.ts' },
};

/** The name without its extension and role suffix: `Connections.test.tsx` gives `Connections`. */
export function stemOf(filename) {
  return basename(filename)
    .replace(/\.[cm]?[jt]sx?$/, '')
    .replace(ROLE_SUFFIX, '');
}

const fileNaming = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File names follow the naming style of their package' },
    schema: [{ enum: Object.keys(STYLES) }],
    messages: { style: 'The file name "{{name}}" breaks this package\'s naming style; name it like {{example}}.' },
  },
  create(context) {
    const style = STYLES[context.options[0] ?? 'after-export'];
    return {
      Program(node) {
        const stem = stemOf(context.filename);
        if (!style.pattern.test(stem))
          context.report({ node, messageId: 'style', data: { name: basename(context.filename), example: style.example } });
      },
    };
  },
};

export const fileNamingPlugin = { rules: { 'file-naming': fileNaming } };
