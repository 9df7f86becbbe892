// Import circles in the TypeScript sources, `import type` and `export … from` included: ESLint's
// import-x/no-cycle skips type-only imports, and a circle closed by types still ties two modules
// together (neither can move or be read alone). Exits 1 and prints each circle when there is one.
// Usage: node scripts/check-cycles.mjs [folder…]   (default: domain/src cms/src cms/config frontend/src e2e)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const folders = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['domain/src', 'cms/src', 'cms/config', 'frontend/src', 'e2e'];
/** Path aliases of the workspaces (tsconfig `paths`). */
const ALIASES = [{ prefix: '@/', dir: path.join(root, 'frontend', 'src') }];
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.mjs'];

function sourceFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (/\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(full);
  }
  return out;
}

function resolve(from, specifier) {
  const alias = ALIASES.find((a) => specifier.startsWith(a.prefix));
  const base = alias ? path.join(alias.dir, specifier.slice(alias.prefix.length)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : null;
  if (!base) return null; // a package
  const stem = base.replace(/\.(js|mjs)$/, '');
  for (const candidate of [base, ...EXTENSIONS.map((e) => stem + e), ...EXTENSIONS.map((e) => path.join(base, 'index' + e))]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every module a file names: imports and re-exports (type-only too), `import()` and `require()`. */
function dependencies(file) {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const specifiers = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.arguments.length === 1 && ts.isStringLiteral(node.arguments[0])) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(callee) && callee.text === 'require')) specifiers.push(node.arguments[0].text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      specifiers.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...new Set(specifiers.map((s) => resolve(file, s)).filter(Boolean))];
}

const files = folders.flatMap((f) => sourceFiles(path.join(root, f)));
const graph = new Map(files.map((f) => [f, dependencies(f).filter((d) => d !== f)]));

// Tarjan's strongly connected components: each component of two or more files is a circle.
let counter = 0;
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const circles = [];
function connect(file) {
  index.set(file, counter);
  low.set(file, counter);
  counter += 1;
  stack.push(file);
  onStack.add(file);
  for (const next of graph.get(file) ?? []) {
    if (!graph.has(next)) continue;
    if (!index.has(next)) {
      connect(next);
      low.set(file, Math.min(low.get(file), low.get(next)));
    } else if (onStack.has(next)) {
      low.set(file, Math.min(low.get(file), index.get(next)));
    }
  }
  if (low.get(file) === index.get(file)) {
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) circles.push(component);
  }
}
for (const file of graph.keys()) if (!index.has(file)) connect(file);

if (circles.length === 0) {
  console.log(`check-cycles: ${files.length} files, no import circle (type-only imports included)`);
} else {
  console.error(`check-cycles: ${circles.length} import circle(s), type-only imports included:`);
  for (const c of circles) console.error(`  - ${c.map((f) => path.relative(root, f)).sort().join('\n    ')}`);
  process.exit(1);
}
