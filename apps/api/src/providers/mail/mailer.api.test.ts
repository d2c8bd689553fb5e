import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/app.ts';
import type { Database } from '../../platform/db/client.ts';
import { createMailer } from './mailer.ts';
import { mailOutbox } from './mail.schema.ts';

/** A minimal SMTP server (RFC 5321 happy path) that keeps what it receives. */
function fakeSmtp(): Promise<{ server: Server; port: number; received: string[] }> {
  const received: string[] = [];
  const server = createServer((socket: Socket) => {
    let inData = false;
    let buffer = '';
    socket.write('220 fake.smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let idx: number;
      while ((idx = inData ? buffer.indexOf('\r\n.\r\n') : buffer.indexOf('\r\n')) >= 0) {
        if (inData) {
          received.push(buffer.slice(0, idx));
          buffer = buffer.slice(idx + 5);
          inData = false;
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const line = buffer.slice(0, idx);
        buffer = buffer.slice(idx + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-fake.smtp\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, received })),
  );
}

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const log = pino({ level: 'silent' });
const letter = {
  to: 'olena@example.com',
  subject: 'Відновлення пароля',
  text: 'Посилання: https://x/restore',
  template: 'restore_password',
};

describe('mailer', () => {
  it('keeps letters in the outbox in sandbox mode', async () => {
    const mailer = await createMailer({ db: database.db, log, from: 'Cabinet <no-reply@example.com>' });
    expect(mailer.kind).toBe('sandbox');
    await mailer.send(letter);
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.at(-1)).toMatchObject({
      to_address: 'olena@example.com',
      status: 'sandbox',
      template: 'restore_password',
    });
  });

  it('delivers over SMTP and marks the letter sent', async () => {
    const smtp = await fakeSmtp();
    try {
      const mailer = await createMailer({
        db: database.db,
        log,
        from: 'Cabinet <no-reply@example.com>',
        smtpUrl: `smtp://127.0.0.1:${smtp.port}?ignoreTLS=true`,
      });
      expect(mailer.kind).toBe('smtp');
      await mailer.send(letter);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toContain('To: olena@example.com');
      expect(smtp.received[0]).toMatch(/Subject: =\?UTF-8\?/);
      const rows = await database.db.select().from(mailOutbox);
      expect(rows.at(-1)?.status).toBe('sent');
    } finally {
      smtp.server.close();
    }
  });

  it('records a delivery failure instead of failing the caller', async () => {
    const mailer = await createMailer({
      db: database.db,
      log,
      from: 'x@example.com',
      smtpUrl: 'smtp://127.0.0.1:1?ignoreTLS=true',
    });
    await expect(mailer.send(letter)).resolves.toBeUndefined();
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.at(-1)).toMatchObject({ status: 'failed', error: expect.stringContaining('ECONNREFUSED') });
  });
});
