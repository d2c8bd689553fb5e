import { join } from 'node:path';
import { claimFileTypes, type ClaimFileType } from '@cabinet/contracts/lost-payments';
import { detectAccepted } from '../../uploads/file-type.ts';

/** What a proof file really is, by its content (the shared check): an image or a PDF, else null. */
export const detectFileType = (buf: Buffer): ClaimFileType | null => detectAccepted(buf, claimFileTypes);

export const claimFolder = (claimId: number) => join('claims', String(claimId));
