import type { ResourceDefinition } from '../../../../schemas/generated/resource-definition.js';
import { customer } from './customer.js';
import { goods } from './goods.js';
import { salesChance } from './sales-chance.js';
import { salesContract } from './sales-contract.js';
import { salesInvoice } from './sales-invoice.js';
import { salesLead } from './sales-lead.js';
import { settlementBill } from './settlement-bill.js';
import { stockMovement } from './stock-movement.js';
import { supplierArchive } from './supplier-archive.js';
import { tenderProject } from './tender-project.js';

/** Every business resource the generic module serves. Adding one here adds its table and its calls. */
export const resourceDefinitions: readonly ResourceDefinition[] = [
  salesContract, customer, salesLead, salesChance, supplierArchive, tenderProject, stockMovement, settlementBill, salesInvoice, goods,
];
