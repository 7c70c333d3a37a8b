import type { SyntaxNode, Tree } from '@lezer/common';

/** The tokens of a JSON pointer (RFC 6901): '' is the whole document. */
export function pointerTokens(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer.slice(1).split('/').map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The value nodes of the Lezer JSON grammar (Object, Array, String, Number, True, False, Null). */
const VALUES = new Set(['Object', 'Array', 'String', 'Number', 'True', 'False', 'Null']);

function children(node: SyntaxNode): SyntaxNode[] {
  const out: SyntaxNode[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) out.push(child);
  return out;
}

function propertyName(text: string, name: SyntaxNode): string {
  try {
    return JSON.parse(text.slice(name.from, name.to)) as string;
  } catch {
    return text.slice(name.from + 1, name.to - 1);
  }
}

/**
 * Where a JSON pointer lands in the text: the value it names, or, when the last token is a property the value
 * lacks, the object holding it (a required property missing is the object's mistake). A key that names an
 * unknown property is its name. Undefined when the text is not JSON as far as the pointer goes.
 */
export function pointerRange(tree: Tree, text: string, pointer: string): { from: number; to: number } | undefined {
  let node: SyntaxNode | null = tree.topNode.firstChild;
  while (node && !VALUES.has(node.name)) node = node.nextSibling;
  if (!node) return undefined;
  for (const token of pointerTokens(pointer)) {
    const parts: SyntaxNode[] = children(node);
    let next: SyntaxNode | undefined;
    if (node.name === 'Object') {
      for (const property of parts.filter((p) => p.name === 'Property')) {
        const [name, ...rest] = children(property);
        if (name?.name === 'PropertyName' && propertyName(text, name) === token) {
          next = rest.find((c) => VALUES.has(c.name)) ?? name;
          break;
        }
      }
    } else if (node.name === 'Array' && /^\d+$/.test(token)) {
      next = parts.filter((p) => VALUES.has(p.name))[Number(token)];
    }
    if (!next) break;
    node = next;
  }
  return { from: node.from, to: node.to };
}
