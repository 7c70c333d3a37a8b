// The app's entry sends the cold start's calls before the app's code is evaluated (src/main.tsx,
// docs/decisions.md "Page opens, seventh pass"). That holds only while the entry's static graph stays small:
// one import of the registry's index (whose re-exports reach antd) or of i18n's would bring hundreds of
// kilobytes back in front of the calls. This walks the graph as the bundler sees it and names the packages.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The module specifiers a file imports for their values (type-only imports and exports are erased). */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const named = clause?.namedBindings;
      const onlyTypes = clause !== undefined && (clause.isTypeOnly || (!clause.name && named !== undefined && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly)));
      if (!onlyTypes) found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return found;
}

function resolveLocal(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((candidate) => /\.(tsx?|json|css)$/.test(candidate) && existsSync(candidate)) ?? null;
}

/** The packages the entry's static graph reaches, and by which file. */
function packagesReached(entry: string): Map<string, string> {
  const packages = new Map<string, string>();
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file) || !/\.tsx?$/.test(file)) return;
    seen.add(file);
    for (const specifier of valueImports(file)) {
      if (specifier.startsWith('.')) {
        const next = resolveLocal(file, specifier);
        if (next === null) throw new Error(`${path.relative(root, file)}: cannot resolve ${specifier}`);
        walk(next);
      } else {
        const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
        if (!packages.has(name)) packages.set(name, path.relative(root, file));
      }
    }
  };
  walk(path.join(root, entry));
  return packages;
}

describe('the app’s entry (src/main.tsx)', () => {
  it('reaches only the packages that send the cold start’s calls: no antd, React DOM, i18next or crypto', () => {
    const reached = packagesReached('src/main.tsx');
    const heavy = [...reached].filter(([name]) => /^(antd|@ant-design\/|rc-|@rc-component\/|react-dom|i18next|crypto-js|dayjs|react-router)/.test(name));
    expect(heavy.map(([name, by]) => `${name} (imported by ${by})`)).toEqual([]);
    // The walk does see packages: the request client's.
    expect(reached.has('ofetch')).toBe(true);
  });

  it('the walk would see an import of the registry’s index reach antd', () => {
    expect(packagesReached('registry/index.ts').has('antd')).toBe(true);
  });
});
