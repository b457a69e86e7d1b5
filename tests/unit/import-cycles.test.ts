import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Modules that import each other, even through others, load in an order that depends on which one
// a caller reaches first: a value read before its module has run is undefined. So no cycle of
// value imports anywhere, and shared/ (the code both sides build on) has no cycle at all, types
// included: its arrows go one way, from the modules that use a shape to the one that defines it.

const root = resolve('.');
const sourceFolders = ['client', 'server', 'shared'];

interface ImportEdge {
  /** As written: './x', '../shared/y'. */
  specifier: string;
  /** Only types cross it (`import type …`, `export type … from`, or every name marked `type`). */
  typeOnly: boolean;
}

/** Every import, re-export and dynamic `import('…')` of a module's source. */
function importsOf(source: string, fileName = 'module.ts'): ImportEdge[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const edges: ImportEdge[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const allNamesTypes =
        clause !== undefined &&
        clause.name === undefined &&
        bindings !== undefined &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((element) => element.isTypeOnly);
      edges.push({ specifier: node.moduleSpecifier.text, typeOnly: (clause?.isTypeOnly ?? false) || allNamesTypes });
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.exportClause;
      const allNamesTypes =
        clause !== undefined &&
        ts.isNamedExports(clause) &&
        clause.elements.length > 0 &&
        clause.elements.every((element) => element.isTypeOnly);
      edges.push({ specifier: node.moduleSpecifier.text, typeOnly: node.isTypeOnly || allNamesTypes });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      edges.push({ specifier: node.arguments[0].text, typeOnly: false });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      // `typeof import('./x')` in a type.
      edges.push({ specifier: node.argument.literal.text, typeOnly: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return edges;
}

function sourceFilesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFilesUnder(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The file a relative specifier names, as the bundler resolves it; undefined for packages and non-code files. */
function resolveImport(fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  const base = resolve(dirname(fromFile), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => /\.tsx?$/.test(path) && existsSync(path) && statSync(path).isFile());
}

type Graph = Map<string, string[]>;

/** Each module's imports of other modules in the repository, by path from the repository's root. */
function importGraph(options: { valuesOnly: boolean; within?: string }): Graph {
  const files = sourceFolders.flatMap((folder) => sourceFilesUnder(join(root, folder)));
  const inScope = (path: string) => options.within === undefined || path.startsWith(`${options.within}/`);
  const graph: Graph = new Map();
  for (const file of files) {
    const from = relative(root, file);
    if (!inScope(from)) continue;
    const targets = importsOf(readFileSync(file, 'utf8'), file)
      .filter((edge) => !(options.valuesOnly && edge.typeOnly))
      .map((edge) => resolveImport(file, edge.specifier))
      .filter((target) => target !== undefined)
      .map((target) => relative(root, target))
      .filter(inScope);
    graph.set(from, [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected components of more than one module, or of one importing itself (Tarjan). */
function cyclicComponents(graph: Graph): string[][] {
  let nextIndex = 0;
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const connect = (node: string): void => {
    index.set(node, nextIndex);
    lowLink.set(node, nextIndex);
    nextIndex++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        lowLink.set(node, Math.min(lowLink.get(node)!, lowLink.get(next)!));
      } else if (onStack.has(next)) {
        lowLink.set(node, Math.min(lowLink.get(node)!, index.get(next)!));
      }
    }
    if (lowLink.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) components.push(component);
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) connect(node);
  return components;
}

/** A shortest chain of imports from a component's first module (by name) back to itself. */
function chainThrough(graph: Graph, component: string[]): string[] {
  const members = new Set(component);
  const start = [...component].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const chain = [node];
        while (chain[0] !== start) chain.unshift(cameFrom.get(chain[0]!)!);
        return [...chain, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}

/** Each cycle as 'a.ts → b.ts → a.ts', followed by the other modules caught in it with those. */
function describeCycles(graph: Graph): string[] {
  return cyclicComponents(graph)
    .map((component) => {
      const chain = chainThrough(graph, component);
      const others = component.filter((module) => !chain.includes(module)).sort();
      return chain.join(' → ') + (others.length > 0 ? ` (and through it: ${others.join(', ')})` : '');
    })
    .sort();
}

describe('import cycles', () => {
  it('reads type-only, value, re-exported and dynamic imports, over several lines', () => {
    const source = `
      import type { A } from './a';
      import { type B, type C } from './b';
      import {
        type D,
        e,
      } from './d';
      import f from './f';
      import './g';
      export type { H } from './h';
      export { i } from './i';
      export * from './j';
      const k = () => import('./k');
      type L = typeof import('./l');
    `;
    expect(importsOf(source)).toEqual([
      { specifier: './a', typeOnly: true },
      { specifier: './b', typeOnly: true },
      { specifier: './d', typeOnly: false },
      { specifier: './f', typeOnly: false },
      { specifier: './g', typeOnly: false },
      { specifier: './h', typeOnly: true },
      { specifier: './i', typeOnly: false },
      { specifier: './j', typeOnly: false },
      { specifier: './k', typeOnly: false },
      { specifier: './l', typeOnly: true },
    ]);
  });

  it('sees the imports between the modules', () => {
    const graph = importGraph({ valuesOnly: false });
    expect(graph.get('client/routes.ts')).toBeDefined();
    expect(graph.get('server/app.ts')?.length).toBeGreaterThan(10);
  });

  it('finds no cycle of value imports anywhere', () => {
    expect(describeCycles(importGraph({ valuesOnly: true }))).toEqual([]);
  });

  it('finds no cycle at all in shared/, type imports included', () => {
    expect(describeCycles(importGraph({ valuesOnly: false, within: 'shared' }))).toEqual([]);
  });
});
