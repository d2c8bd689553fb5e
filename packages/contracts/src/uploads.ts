import { z } from 'zod';
import { endpoint } from './endpoint.ts';

/**
 * §7 `POST maintenance/upload` → a filename that forms then send instead of the file (shipment invoices, return
 * claim proof, …). §5/§8: images or PDF only, judged by the file's first bytes; a form attaches at most 5.
 * HEIC is refused: browsers other than Safari cannot show it, so an operator could not look at the proof.
 */
export const uploadContentTypes = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'] as const;
export type UploadContentType = (typeof uploadContentTypes)[number];

/** 10 MB a file: a phone photo or a scanned statement fits; anything larger is refused with `file_too_large`. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** §8 'The number of attached files cannot exceed 5': every form (and every API taking filenames) enforces it. */
export const MAX_ATTACHED_FILES = 5;

/** The multipart field the file travels in. */
export const UPLOAD_FIELD = 'file';

/** The stored name: 32 random hex characters and the extension of the real type ("3f9c….png"). */
export const uploadFilenameSchema = z
  .string()
  .regex(/^[0-9a-f]{32}\.(jpg|png|webp|gif|pdf)$/, 'unknown_file')
  .max(40);

/** What the server answers, and what a form keeps per attached file. */
export const uploadedFileSchema = z.object({
  filename: z.string(),
  original_name: z.string(),
  size: z.number().int(),
  content_type: z.enum(uploadContentTypes),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/** A file as a form refers to it (§3 Shipment "invoices", return claim proof). */
export const attachedFileSchema = z.object({ filename: z.string(), original_name: z.string() });
export type AttachedFile = z.infer<typeof attachedFileSchema>;

/** Filenames in a request body: 0–5 of them, each a name our upload gave. */
export const attachedFilenamesSchema = z
  .array(z.string().min(1).max(200))
  .max(MAX_ATTACHED_FILES, 'too_many_files')
  .refine((names) => new Set(names).size === names.length, 'duplicate_file');

export const fileParamsSchema = z.object({ filename: z.string().min(1).max(200) });

/** §7 `POST maintenance/upload` and the owner's view of an uploaded file. */
export const uploadsApi = {
  /**
   * Stores one file of multipart/form-data (any field name; the web app sends UPLOAD_FIELD): an image (JPEG, PNG,
   * WebP, GIF) or a PDF, judged by its first bytes (400 file_too_large, invalid_file_format).
   */
  upload: endpoint({
    method: 'POST',
    path: '/maintenance/upload',
    multipart: true,
    response: uploadedFileSchema,
    status: 201,
    tags: ['uploads'],
    description:
      'multipart/form-data with one file (any field name): an image (JPEG, PNG, WebP, GIF) or a PDF, judged by its first bytes.',
  }),
  /** The file, inline under its original name: the account's owner, or a member who may read what uses it (403, 404). */
  file: endpoint({
    method: 'GET',
    path: '/maintenance/files/:filename',
    params: fileParamsSchema,
    file: uploadContentTypes.join(', '),
    tags: ['uploads'],
  }),
};
