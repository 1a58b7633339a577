import { afterAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../test/harness.js';
import { SmtpTestServer } from '../../test/smtp-test-server.js';
import { waitUntil } from '../../test/wait.js';
import { closeSmtpTransports } from './smtp.js';

const h = useHarness();
const smtp = new SmtpTestServer();

afterAll(async () => {
  closeSmtpTransports();
  await smtp.stop();
});

describe('the background sender', () => {
  it('starts when the server listens and sends a queued mail without further calls', async () => {
    await smtp.start();
    h.app.ctx.config = { ...h.app.ctx.config, smtpUrl: smtp.url, mailFrom: 'noreply@signage.example', jobsPollMs: 50 };
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await h.call('support', {
      method: 'POST',
      url: '/v1/mail/send',
      payload: { to: 'kontakt@example.org', subject: 'Hintergrund', message: 'läuft' },
    });
    expect(res.statusCode).toBe(200);
    await waitUntil(() => smtp.received.length === 1, 'the mail reaches the SMTP server', 10_000);
    expect(smtp.received[0].parsed.subject).toBe('Hintergrund');
    const url = `/v1/mail/outbox/${res.json().queued[0].guid}`;
    await waitUntil(
      async () => (await h.call('support', { method: 'GET', url })).json().status === 'gesendet',
      'the outbox says gesendet',
      10_000,
    );
  });
});
