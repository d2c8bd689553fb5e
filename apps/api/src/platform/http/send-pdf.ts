import type { FastifyReply } from 'fastify';

/** A PDF the browser saves under a name that says what it is; never kept by a shared cache or on disk. */
export const sendPdf = (reply: FastifyReply, file: { pdf: Buffer; filename: string }) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.pdf);
