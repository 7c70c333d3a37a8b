import { autocompletion, closeBrackets, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { bracketMatching, ensureSyntaxTree, foldGutter, indentOnInput } from '@codemirror/language';
import { lintGutter, lintKeymap, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { pointerRange } from './json-pointer';
import { schemaCompletion, schemaHover, type SchemaLibrary, type SchemaNode } from './schema-assist';

/** A mistake to show in the text: where (a JSON pointer), and what. */
export interface PointedProblem {
  path: string;
  message: string;
}

export interface JsonEditorProps {
  value: string;
  onChange(text: string): void;
  /** Shown inline, each under the part of the text its pointer names. */
  problems: readonly PointedProblem[];
  label: string;
  height?: number;
  /** Brings the part of the text this pointer names into view and selects it (a problem clicked in a list); `seq` asks again for the same path. */
  reveal?: { path: string; seq: number } | null;
  /** The text's JSON Schema (and the schemas it refers to): property and value completion, hover help. */
  schema?: { root: SchemaNode; library: SchemaLibrary };
}

/** The problems as CodeMirror diagnostics, each over the range its pointer lands on. */
function diagnosticsOf(state: EditorState, problems: readonly PointedProblem[]): Diagnostic[] {
  const text = state.doc.toString();
  const tree = ensureSyntaxTree(state, state.doc.length, 1000);
  return problems.map((problem) => {
    const range = tree ? pointerRange(tree, text, problem.path) : undefined;
    const from = range?.from ?? 0;
    // A whole object or array would underline pages: its first line is enough.
    const firstLineEnd = state.doc.lineAt(from).to;
    const to = Math.max(from, Math.min(range?.to ?? 0, firstLineEnd));
    return { from, to, severity: 'error', message: problem.path ? `${problem.path}: ${problem.message}` : problem.message };
  });
}

/**
 * A JSON text editor (CodeMirror 6): line numbers, folding, bracket matching, undo, Tab indents, completion and
 * hover help from the text's JSON Schema (Ctrl+Space), and the server's problems underlined where their JSON
 * pointers land. The text is the caller's: `value` replaces the
 * document when it differs from what was typed.
 */
export function JsonEditor({ value, onChange, problems, label, height = 480, schema, reveal }: JsonEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(), foldGutter(), history(), indentOnInput(), bracketMatching(), highlightActiveLine(), lintGutter(), json(),
          closeBrackets(),
          ...(schema ? [autocompletion({ override: [schemaCompletion(schema.root, schema.library)] }), schemaHover(schema.root, schema.library)] : []),
          // F8 goes to the next problem, Ctrl+Shift+M lists them all.
          keymap.of([...completionKeymap, ...defaultKeymap, ...historyKeymap, ...lintKeymap, indentWithTab]),
          EditorView.updateListener.of((update) => update.docChanged && changed.current(update.state.doc.toString())),
          EditorView.contentAttributes.of({ 'aria-label': label, 'data-testid': 'studio-json' }),
          EditorView.theme({ '&': { height: `${height}px`, border: '1px solid #d9d9d9', borderRadius: '6px' }, '.cm-scroller': { fontFamily: 'ui-monospace, Menlo, Consolas, monospace' } }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is made once; value and problems reach it through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
  }, [value]);

  useEffect(() => {
    const editor = view.current;
    if (editor) editor.dispatch(setDiagnostics(editor.state, diagnosticsOf(editor.state, problems)));
  }, [problems, value]);

  useEffect(() => {
    const editor = view.current;
    if (!editor || !reveal) return;
    const tree = ensureSyntaxTree(editor.state, editor.state.doc.length, 1000);
    const range = tree ? pointerRange(tree, editor.state.doc.toString(), reveal.path) : undefined;
    if (!range) return;
    const to = Math.min(range.to, editor.state.doc.lineAt(range.from).to);
    editor.dispatch({ selection: { anchor: range.from, head: Math.max(range.from, to) }, effects: EditorView.scrollIntoView(range.from, { y: 'center' }) });
    editor.focus();
  }, [reveal]);

  return <div ref={host} />;
}
