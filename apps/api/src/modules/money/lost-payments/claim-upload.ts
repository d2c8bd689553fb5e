import type { FastifyRequest } from 'fastify';
import { MAX_CLAIM_FILES, claimCommentSchema } from '@cabinet/contracts/lost-payments';
import { type AppError, invalid } from '../../../platform/errors.ts';
import { readForm } from '../../../platform/http/multipart.ts';
import { displayName } from '../../uploads/file-type.ts';
import { detectFileType } from './claim-files.ts';
import type { ProofFile } from './lost-payments.service.ts';

/** The multipart plugin's own limit errors, by code, as the §8 messages. */
function limitError(code: string): AppError | null {
  switch (code) {
    case 'FST_FILES_LIMIT':
      return invalid({ files: ['too_many_files'] }, 'too_many_files');
    case 'FST_REQ_FILE_TOO_LARGE':
      return invalid({ files: ['file_too_large'] }, 'file_too_large');
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return invalid({ _: ['invalid_value'] });
    default:
      return null;
  }
}

/**
 * Reads a claim form (multipart: `comment`, and proof files in `files`) completely before anything is written:
 * at most 5 files (§8 'The number of attached files cannot exceed 5'), each at most 10 MB, each really an image or
 * a PDF by its first bytes (§5/§8 'one or more of the uploaded files is in an invalid format'), at least one.
 */
export async function readClaimForm(request: FastifyRequest): Promise<{ comment: string; files: ProofFile[] }> {
  let comment: unknown;
  const files: ProofFile[] = [];
  let badType = false;
  for (const part of await readForm(request, limitError)) {
    if (part.type === 'file') {
      if (part.field !== 'files') continue;
      const type = detectFileType(part.data);
      if (!type) badType = true;
      else files.push({ name: displayName(part.filename, type, files.length), type, data: part.data });
    } else if (part.field === 'comment') {
      comment = part.value;
    }
  }
  if (badType) throw invalid({ files: ['invalid_file_format'] }, 'invalid_file_format');
  const errors: Record<string, string[]> = {};
  const parsed = claimCommentSchema.safeParse(comment ?? '');
  if (!parsed.success) {
    errors.comment = [typeof comment === 'string' && comment.trim() ? 'comment_length' : 'required'];
  }
  if (files.length === 0) errors.files = ['files_required'];
  if (files.length > MAX_CLAIM_FILES) errors.files = ['too_many_files'];
  if (Object.keys(errors).length) throw invalid(errors);
  return { comment: parsed.data!, files };
}
