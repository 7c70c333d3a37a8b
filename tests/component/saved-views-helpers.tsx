import { composeStories } from '@storybook/react-vite';
import { fireEvent, render, screen, within } from '@testing-library/react';
import * as stories from '../../stories/saved-views.stories';
import { viewsPageSetup, type ViewsPageOptions, type ViewsPageSetup } from '../../stories/fake-views-server';

/** The saved-views stories and what their tests share: opening a story, reading the bar, the menu and the calls. */
export const { NoViewChosen, ViewColumns, DefaultView, NotSaved, Edited, ToBeSavedAs, UnparsableConditions, LoadFailed, ViewFromUrl, AtTheLimit, English } = composeStories(stories);

export const LIST_URL = '/api/contract/sales_contract/index';
export const TIMEOUT = { timeout: 10_000 };
export const urlQuery = (where: Record<string, unknown>) => `query=${encodeURIComponent(JSON.stringify(where))}`;

export function open(Story: typeof DefaultView, options: ViewsPageOptions = {}): ViewsPageSetup {
  const setup = viewsPageSetup({ ...Story.args, ...options });
  render(<Story setup={setup} />);
  return setup;
}

/** A button's name as antd shows it (two Chinese characters get a space between them). */
export const named = (text: string) => new RegExp(`^(?:[a-z-]+ ?)?${[...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*')}$`);
export const listCalls = (setup: ViewsPageSetup) => setup.env.calls.filter((call) => call.url === LIST_URL);
export const lastWhere = (setup: ViewsPageSetup) => listCalls(setup).at(-1)?.options.query?.where;
export const titleText = async () => (await screen.findByTestId('view-title', {}, TIMEOUT)).textContent;
export const badge = () => screen.queryByTestId('view-badge')?.textContent ?? null;
export const bar = () => within(screen.getByTestId('view-title-bar'));
export const rows = () => within(screen.getByTestId('view-conditions'));
export const notices = (setup: ViewsPageSetup) => setup.env.notices.map((n) => `${n.kind}:${n.text}`);

export async function openMenu() {
  fireEvent.click(await screen.findByTestId('view-menu-button', {}, TIMEOUT));
  return within(await screen.findByTestId('view-menu', {}, TIMEOUT));
}

