import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createRendererRegistry, useDialogHost, useDialogs, type RendererProps } from '../../registry';
import { createFakeEnv, FakeEnvFrame } from '../../stories/fake-env';

/** A renderer that hands back its `offer` when its button is pressed, and can open another picker above itself. */
function PickProbe({ schema }: RendererProps<{ offer: string; nested?: boolean }>) {
  const host = useDialogHost();
  const dialogs = useDialogs();
  const [inner, setInner] = useState<string>('');
  return (
    <div>
      <button type="button" onClick={() => host?.close(schema.offer)}>
        take {schema.offer}
      </button>
      {schema.nested && (
        <button type="button" onClick={() => void dialogs.open<string>({ schema: { type: 'pick-probe', offer: 'inner' }, title: 'Inner' }).then((v) => setInner(v ?? 'dismissed'))}>
          open inner
        </button>
      )}
      <output aria-label="inner result">{inner}</output>
    </div>
  );
}

/** Opens the probe and shows what came back. */
function Opener({ nested = false }: { nested?: boolean }) {
  const dialogs = useDialogs();
  const [result, setResult] = useState('none');
  return (
    <>
      <button type="button" onClick={() => void dialogs.open<string>({ schema: { type: 'pick-probe', offer: 'outer', nested }, title: 'Choose', width: '75%', top: '10vh' }).then((v) => setResult(v ?? 'dismissed'))}>
        open
      </button>
      <output aria-label="result">{result}</output>
    </>
  );
}

function setup(nested = false) {
  const registry = createRendererRegistry();
  registry.register({ type: 'pick-probe', component: PickProbe });
  const env = createFakeEnv(() => null, 'zh', registry);
  render(
    <FakeEnvFrame env={env}>
      <Opener nested={nested} />
    </FakeEnvFrame>,
  );
}

describe('the dialog stack: renderers opened for a value', () => {
  it('resolves with what the hosted renderer closes with, and the dialog goes', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose' });
    expect(dialog.closest('.ant-modal')?.getAttribute('style')).toContain('top: 10vh');
    fireEvent.click(screen.getByRole('button', { name: 'take outer' }));
    await waitFor(() => expect(screen.getByLabelText('result').textContent).toBe('outer'));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'take outer' })).toBeNull());
  });

  it('dismissing (✕) resolves with nothing', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    await screen.findByRole('dialog', { name: 'Choose' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByLabelText('result').textContent).toBe('dismissed'));
  });

  it('a dialog opened from a dialog stacks above it and hands its value to it, not to the page', async () => {
    setup(true);
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    await screen.findByRole('dialog', { name: 'Choose' });
    fireEvent.click(screen.getByRole('button', { name: 'open inner' }));
    // (The test setup gives every dialog the same title id, so the titles are read directly.)
    await waitFor(() => expect([...document.querySelectorAll('.ant-modal-title')].map((t) => t.textContent)).toEqual(['Choose', 'Inner']));
    fireEvent.click(screen.getByRole('button', { name: 'take inner' }));
    await waitFor(() => expect(screen.getByLabelText('inner result').textContent).toBe('inner'));
    expect(screen.getByLabelText('result').textContent).toBe('none');
    await waitFor(() => expect([...document.querySelectorAll('.ant-modal-title')].map((t) => t.textContent)).toEqual(['Choose']));
  });

  it('a second close (a double click) does not resolve again', async () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    await screen.findByRole('dialog', { name: 'Choose' });
    const take = screen.getByRole('button', { name: 'take outer' });
    fireEvent.click(take);
    fireEvent.click(take);
    await waitFor(() => expect(screen.getByLabelText('result').textContent).toBe('outer'));
  });
});
