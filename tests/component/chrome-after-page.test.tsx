import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useChromeAfterPage } from '../../src/layout/use-chrome-after-page';

/** A layout as AppLayout draws it: the page at once, the chrome (sidebar, header actions) once useChromeAfterPage says so. */
function Frame({ commits }: { commits: string[] }) {
  const chrome = useChromeAfterPage();
  commits.push(chrome ? 'chrome' : 'frame');
  return (
    <div>
      {chrome ? <nav data-testid="chrome">menu</nav> : <nav data-testid="frame" />}
      <main data-testid="page">rows</main>
    </div>
  );
}

describe('the layout’s chrome after the page (useChromeAfterPage)', () => {
  it('the first render draws the page and the chrome’s frame; the chrome comes in the render after', async () => {
    const commits: string[] = [];
    render(<Frame commits={commits} />);
    expect(commits[0]).toBe('frame');
    await screen.findByTestId('chrome');
    expect(screen.getByTestId('page').textContent).toBe('rows');
    expect(screen.queryByTestId('frame')).toBeNull();
    expect(commits.at(-1)).toBe('chrome');
  });
});
