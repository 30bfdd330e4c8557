import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { RemoteDescriptor, type RemoteName } from '@trellis/contracts';
import { readRemoteDescriptors } from '@trellis/federation/descriptors';
import { SHELL_ROUTES } from '../../shell/src/routing/shellRoutes.ts';
import { REPO_ROOT } from './platform.ts';

/** One route a screen is built for: its pattern as declared ('/org/:slug') and who renders it. */
export type DeclaredRoute = { pattern: string; owner: RemoteName | 'shell' };

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx'))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.includes(`${join('src', 'testing')}`));
}

/** The `path` of every `<Route>` element in a file, read from its syntax tree; the catch-all '*' is the not-found page. */
function routePathsIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isJsxSelfClosingElement(node) || ts.isJsxOpeningElement(node)) && node.tagName.getText(source) === 'Route') {
      for (const attribute of node.attributes.properties) {
        if (!ts.isJsxAttribute(attribute) || attribute.name.getText(source) !== 'path') continue;
        if (!attribute.initializer || !ts.isStringLiteral(attribute.initializer)) {
          throw new Error(`${file}: a <Route> path the layout tour cannot read; declare it as a string literal`);
        }
        if (attribute.initializer.text !== '*') found.push(attribute.initializer.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Every route the platform has a screen for: the shell's own pages and the `<Route>` declarations of each remote
 * its descriptor names. A new screen, or a new remote, joins the layout tour by being declared, with no list here
 * to edit.
 */
export function declaredRoutes(): DeclaredRoute[] {
  const shell = Object.values(SHELL_ROUTES).map((pattern): DeclaredRoute => ({ pattern, owner: 'shell' }));
  const remotes = readRemoteDescriptors(REPO_ROOT)
    .map((descriptor) => RemoteDescriptor.parse(descriptor))
    .flatMap(({ name, folder }) =>
      sourceFiles(join(REPO_ROOT, folder, 'src'))
        .flatMap(routePathsIn)
        .map((pattern): DeclaredRoute => ({ pattern, owner: name })),
    );
  return [...shell, ...remotes];
}

/** Whether a concrete path is one a declared pattern matches ('/org/acme' and '/org/:slug'; an optional '/:token?'). */
export function matchesPattern(path: string, pattern: string): boolean {
  const pathParts = path.split('/').filter(Boolean);
  const patternParts = pattern.split('/').filter(Boolean);
  const required = patternParts.filter((part) => !part.endsWith('?')).length;
  if (pathParts.length < required || pathParts.length > patternParts.length) return false;
  return pathParts.every((part, index) => patternParts[index]!.startsWith(':') || patternParts[index] === part);
}

/** A visitable path: each parameter filled in by `sample`, optional ones left out. */
export function concretePath(pattern: string, sample: (parameter: string, pattern: string) => string): string {
  const parts = pattern
    .split('/')
    .filter((part) => !part.endsWith('?'))
    .map((part) => (part.startsWith(':') ? sample(part.slice(1), pattern) : part));
  return parts.join('/') || '/';
}
