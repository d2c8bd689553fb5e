import type { FastifyReply } from 'fastify';
import type { UploadRow } from './uploads.schema.ts';

/**
 * Sends a stored file to be shown in the browser under its original name; never sniffed into something else. The
 * owner's view of an upload answers with it, and so do the operators' view of a return claim's proof and a package's
 * photos at the US warehouse.
 */
export function sendUpload(
  reply: FastifyReply,
  found: { file: Pick<UploadRow, 'original_name' | 'content_type' | 'size'>; stream: NodeJS.ReadableStream },
) {
  const name = found.file.original_name;
  const ascii = name.replace(/[^\x20-\x7e]|"/g, '_');
  return reply
    .header('content-type', found.file.content_type)
    .header('content-length', String(found.file.size))
    .header('content-disposition', `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(found.stream);
}
