import { z } from 'zod';
import { idParamsSchema, languageSchema } from './common.ts';
import { endpoint } from './endpoint.ts';

/*
 * Sellers as operators see them (issue 23): by name and e-mail, never as "#1". `sellerRefSchema` is whose an object
 * is on an operator's list (the desk links it to the seller's page); `sellersOpsApi.get` is the head of that page.
 */

/** Whose it is: the account, named by its company (or its owner's name) and its owner's e-mail. */
export const sellerRefSchema = z.object({
  account_id: z.number().int(),
  /** The company's name, or the owner's first and last name when there is none. */
  name: z.string(),
  email: z.string(),
});
export type SellerRef = z.infer<typeof sellerRefSchema>;

/** One seller for the back office: who they are and how to reach them (the sections of the page load apart). */
export const opsSellerSchema = z.object({
  id: z.number().int(),
  user_type: z.enum(['individual', 'self_employed', 'entity']),
  company_name: z.string().nullable(),
  /** The owner's first and last name. */
  owner_name: z.string(),
  email: z.string(),
  phone: z.string(),
  language: languageSchema,
  /** Members besides the owner (sub-accounts). */
  members: z.number().int(),
  created_at: z.string(),
});
export type OpsSeller = z.infer<typeof opsSellerSchema>;

export const sellersOpsApi = {
  /** One seller (404): every operator whose desk shows sellers may open their page. */
  get: endpoint({
    method: 'GET',
    path: '/ops/sellers/:id',
    params: idParamsSchema,
    response: opsSellerSchema,
    access: 'operator',
    opsRole: ['finance', 'warehouse', 'support'],
    tags: ['ops'],
  }),
};
