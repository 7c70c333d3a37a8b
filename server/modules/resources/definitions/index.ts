import type { ResourceDefinition } from '../../../../schemas/generated/resource-definition.js';
import { customer } from './customer.js';
import { salesContract } from './sales-contract.js';

/** Every business resource the generic module serves. Adding one here adds its table and its calls. */
export const resourceDefinitions: readonly ResourceDefinition[] = [salesContract, customer];
