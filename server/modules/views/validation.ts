import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { ApiError, Code } from '../../http/envelope.js';
import { NAME_MAX } from './rules.js';

/** The name is trimmed before validation: the 20-character limit and "not blank" apply to what is stored. */
export async function trimName(request: FastifyRequest): Promise<void> {
  const body = request.body as Record<string, unknown> | null | undefined;
  if (body && typeof body === 'object' && typeof body.name === 'string') body.name = body.name.trim();
}

function missing(error: FastifySchemaValidationError): string | undefined {
  return error.keyword === 'required' ? (error.params as { missingProperty?: string }).missingProperty : undefined;
}

/**
 * The schema's refusals a user can cause from the view form, in the words of spec 001 §5 (请填写视图名称,
 * 请选择视图类型, 至少保留一个条件, the 20-character limit); anything else is the usual 4400 naming the field.
 */
export function viewValidationError(errors: FastifySchemaValidationError[], dataVar: string): Error {
  const [first] = errors;
  const path = first.instancePath;
  const absent = missing(first);
  if ((path === '' && absent === 'name') || (path === '/name' && first.keyword === 'minLength')) return new ApiError(Code.BAD_REQUEST, 'viewNameRequired');
  if (path === '/name' && first.keyword === 'maxLength') return new ApiError(Code.BAD_REQUEST, 'viewNameTooLong', { max: NAME_MAX });
  if ((path === '' && absent === 'type') || path === '/type') return new ApiError(Code.BAD_REQUEST, 'viewTypeRequired');
  if ((path === '' && absent === 'params') || (path === '/params' && absent === 'where') || (path === '/params/where' && first.keyword === 'minItems')) {
    return new ApiError(Code.BAD_REQUEST, 'viewConditionRequired');
  }
  if (path.startsWith('/params/where/')) {
    return new ApiError(Code.BAD_REQUEST, 'viewConditionInvalid', { detail: `${path.slice('/params/where/'.length)}${absent ? ` ${absent}` : ''} ${first.message ?? ''}`.trim() });
  }
  return new Error(`${dataVar}${path} ${first.message ?? ''}`.trim());
}
