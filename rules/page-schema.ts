import type { DashboardPageSchema } from '../schemas/generated/dashboard-page';
import type { FormPageSchema } from '../schemas/generated/form-page';
import type { ListPageSchema } from '../schemas/generated/list-page';

/** What a menu leaf compiles to: a list page (page_type 1), a form page (page_type 2) or a dashboard (page_type 4). */
export type PageSchema = ListPageSchema | FormPageSchema | DashboardPageSchema;
