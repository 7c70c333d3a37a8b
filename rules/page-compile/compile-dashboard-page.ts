import type { DashboardPageSchema } from '../../schemas/generated/dashboard-page';
import { pickLabel, type Language } from '../language';
import type { PermNode } from '../../schemas/generated/perm-node';
import type { Json } from '../config-values';

/**
 * A dashboard menu leaf (`func_config: { page_type: 4, charts: [...] }`) as the dashboard renderer's node: the
 * menu's name as its title, its charts as declared (the chart renderer picks their labels' language). Anything
 * malformed is left for the page validator to name.
 */
export function compileDashboardPage(menu: PermNode, language: Language): DashboardPageSchema {
  const config = menu.func_config as Json;
  return { type: 'dashboard-page', title: pickLabel(language, menu.name, menu.name_en), charts: config.charts } as unknown as DashboardPageSchema;
}
