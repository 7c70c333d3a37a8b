import { json } from '@codemirror/lang-json';
import { ensureSyntaxTree } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import { pointerRange, pointerTokens } from '../../src/pages/studio/json-pointer';

/** The text a pointer lands on in `text`. */
function landing(text: string, pointer: string): string | undefined {
  const state = EditorState.create({ doc: text, extensions: [json()] });
  const range = pointerRange(ensureSyntaxTree(state, text.length, 1000)!, text, pointer);
  return range && text.slice(range.from, range.to);
}

const TEXT = JSON.stringify({ name: 'lease', fields: [{ name: 'a', type: 'text' }, { name: 'b', type: 'money2' }], 'a/b': { '~x': 1 } }, null, 2);

describe('JSON pointers in the studio editor', () => {
  it('splits a pointer into its tokens, ~1 and ~0 unescaped', () => {
    expect(pointerTokens('')).toEqual([]);
    expect(pointerTokens('/fields/0/type')).toEqual(['fields', '0', 'type']);
    expect(pointerTokens('/a~1b/~0x')).toEqual(['a/b', '~x']);
  });

  it('lands on the value a pointer names, through objects and arrays', () => {
    expect(landing(TEXT, '/fields/1/type')).toBe('"money2"');
    expect(landing(TEXT, '/name')).toBe('"lease"');
    expect(landing(TEXT, '/a~1b/~0x')).toBe('1');
  });

  it('lands on the nearest existing value when the rest is missing (a required property), and on the whole for ""', () => {
    expect(landing(TEXT, '/fields/1')).toMatch(/^\{\s*"name": "b",\s*"type": "money2"\s*\}$/);
    expect(landing(TEXT, '/fields/1/label')).toBe(landing(TEXT, '/fields/1'));
    expect(landing(TEXT, '/fields/9')).toBe(landing(TEXT, '/fields'));
    expect(landing(TEXT, '')).toBe(TEXT);
  });

  it('finds nothing in a text that is not JSON', () => {
    expect(landing('', '/a')).toBeUndefined();
  });
});
