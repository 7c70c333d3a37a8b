import { forwardRef, type CompositionEvent, type FormEvent } from 'react';

interface GridTextSinkProps {
  /** Text typed while the grid has the focus and no cell is being edited. */
  onText(text: string): void;
}

/**
 * Where the grid's focus rests (spec 001 §5: typing on a focused cell edits it): a text box out of sight, because a
 * focused element that cannot take text hears no input method. Keys still reach the grid's own handler (they
 * bubble); text composed by an input method (拼音 for 螺纹钢) or inserted whole arrives here and starts the edit of
 * the focused cell with it.
 */
export const GridTextSink = forwardRef<HTMLTextAreaElement, GridTextSinkProps>(function GridTextSink({ onText }, ref) {
  const take = (target: HTMLTextAreaElement, text: string) => {
    target.value = '';
    if (text !== '') onText(text);
  };
  return (
    <textarea
      ref={ref}
      className="hkwl-grid-sink"
      data-testid="grid-text-sink"
      aria-hidden
      tabIndex={-1}
      autoComplete="off"
      spellCheck={false}
      onCompositionEnd={(event: CompositionEvent<HTMLTextAreaElement>) => take(event.currentTarget, event.data)}
      onInput={(event: FormEvent<HTMLTextAreaElement>) => {
        // While an input method composes, its text is not the user's yet: compositionend hands it over.
        if ((event.nativeEvent as InputEvent).isComposing) return;
        take(event.currentTarget, event.currentTarget.value);
      }}
    />
  );
});
