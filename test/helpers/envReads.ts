import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/** One environment variable read by name in the source. */
export interface EnvRead {
  name: string;
  /** The file that names it, relative to the repository's root. */
  file: string;
  line: number;
}

/** A read whose variable cannot be named from the source (a computed key outside the shared readers). */
export interface UnnamedRead {
  file: string;
  line: number;
  text: string;
}

/** The environment variable shape: `BOUNTY_CHAT_DATA`, `SMTP_URL`, `PORT`. */
const VARIABLE = /^[A-Z][A-Z0-9_]*$/;

/** Every `.ts` file under `folder`. */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
    .map((file) => join(folder, file));
}

/**
 * The environment variables the source under `folder` reads, found in its syntax (not its text, so names in
 * comments and messages do not count): `process.env.X`, `process.env['X']`, `env.X` / `env['X']` on a value
 * named `env` or typed `ServiceEnv`, names destructured from either, and a call that passes the environment
 * together with a literal name (`whole(env, 'X', 5)`). A name held in a `const` of the same file counts as its
 * literal. A computed key (`env[name]`) is allowed only in `allowComputedIn` (the shared readers, whose callers
 * pass the literal); anywhere else it is an unnamed read, so no read escapes the scan.
 */
export function scanEnvReads(root: string, folder: string, allowComputedIn: readonly string[]): { reads: EnvRead[]; unnamed: UnnamedRead[] } {
  const reads: EnvRead[] = [];
  const unnamed: UnnamedRead[] = [];
  for (const path of sourceFiles(join(root, folder))) {
    const file = relative(root, path);
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const constants = new Map<string, string>();
    const envNames = new Set(['env']);
    const collect = (node: ts.Node): void => {
      if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && ts.isStringLiteralLike(node.initializer)) {
        constants.set(node.name.text, node.initializer.text);
      }
      if (ts.isParameter(node) && ts.isIdentifier(node.name) && node.type?.getText(source).includes('ServiceEnv')) envNames.add(node.name.text);
      ts.forEachChild(node, collect);
    };
    collect(source);
    const isEnv = (node: ts.Node): boolean =>
      (ts.isIdentifier(node) && envNames.has(node.text)) ||
      (ts.isPropertyAccessExpression(node) && node.name.text === 'env' && ts.isIdentifier(node.expression) && node.expression.text === 'process');
    const nameOf = (node: ts.Node): string | null => {
      const value = ts.isStringLiteralLike(node) ? node.text : ts.isIdentifier(node) ? constants.get(node.text) : undefined;
      return value !== undefined && VARIABLE.test(value) ? value : null;
    };
    const at = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    const add = (name: string, node: ts.Node) => reads.push({ name, file, line: at(node) });
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAccessExpression(node) && isEnv(node.expression)) add(node.name.text, node);
      if (ts.isElementAccessExpression(node) && isEnv(node.expression)) {
        const name = nameOf(node.argumentExpression);
        if (name !== null) add(name, node);
        else if (!allowComputedIn.includes(file)) unnamed.push({ file, line: at(node), text: node.getText(source) });
      }
      if (ts.isVariableDeclaration(node) && ts.isObjectBindingPattern(node.name) && node.initializer && isEnv(node.initializer)) {
        for (const element of node.name.elements) {
          const key = element.propertyName ?? element.name;
          if (ts.isIdentifier(key) || ts.isStringLiteralLike(key)) add(key.text, element);
          else unnamed.push({ file, line: at(element), text: element.getText(source) });
        }
      }
      if (ts.isCallExpression(node) && node.arguments.some(isEnv)) {
        for (const argument of node.arguments) {
          const name = nameOf(argument);
          if (name !== null) add(name, argument);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { reads, unnamed };
}

/** One row of a Markdown table whose first cell is a variable in backticks: its name, its cells and its line. */
export interface DocumentedVariable {
  name: string;
  cells: string[];
  line: number;
}

/** The rows of `markdown`'s tables that document a variable (`| \`NAME\` | … |`). */
export function documentedVariables(markdown: string): DocumentedVariable[] {
  return markdown.split('\n').flatMap((text, index) => {
    const cells = text.split('|').slice(1, -1).map((cell) => cell.trim());
    const name = /^`([A-Z][A-Z0-9_]*)`$/.exec(cells[0] ?? '')?.[1];
    return name === undefined ? [] : [{ name, cells, line: index + 1 }];
  });
}
