import type { FormPageSchema } from '../../../schemas/generated/form-page';
import type { ListPageSchema } from '../../../schemas/generated/list-page';

/** What a menu leaf compiles to: a list page (page_type 1) or a form page (page_type 2). */
export type PageSchema = ListPageSchema | FormPageSchema;
