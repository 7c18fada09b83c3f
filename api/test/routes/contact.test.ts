import { describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import { API, countRows, createTestApp } from '../helpers.js';

const PHONE_MESSAGE = 'Please enter a valid phone number: 10 digits, or + and the country code';

const VALID = {
  name: '  Anjali Menon ',
  email: ' anjali@example.com ',
  phone: '98470 12345',
  service: 'enquire',
  message: '  Is the Onam offer valid at the Aluva branch too?  ',
};

/** VALID as it is stored: trimmed, the phone as its 10 digits. */
const VALID_STORED = {
  name: 'Anjali Menon',
  email: 'anjali@example.com',
  phone: '9847012345',
  service: 'enquire',
  message: 'Is the Onam offer valid at the Aluva branch too?',
  read_at: null,
};

let clientNumber = 0;
/** Each call comes from a new client address unless one is given, so the rate limit stays out of the way. */
function submit(app: App, payload: unknown, remoteAddress = `10.1.0.${++clientNumber}`) {
  return app.inject({ method: 'POST', url: `${API}/contact/submit`, payload: payload as object, remoteAddress });
}

function storedMessages(app: App) {
  return app.db.$client.prepare('SELECT name, email, phone, service, message, read_at FROM contact_messages').all();
}

describe('POST /contact/submit', () => {
  it('stores exactly one trimmed message and answers 201', async () => {
    const { app } = await createTestApp();

    const response = await submit(app, VALID);

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: 'Message sent successfully!' });
    expect(storedMessages(app)).toEqual([VALID_STORED]);
  });

  it('accepts phone numbers as people type them and stores their 10 digits', async () => {
    const { app } = await createTestApp();
    const typed = ['98765 43210', '+91 98765 43210', '098765 43210', '91 98765-43210'];

    for (const phone of typed) expect((await submit(app, { ...VALID, phone })).statusCode, phone).toBe(201);

    expect(storedMessages(app).map((row) => (row as { phone: string }).phone)).toEqual(typed.map(() => '9876543210'));
  });

  it('accepts a landline with its STD code and a number from abroad with its country code', async () => {
    const { app } = await createTestApp();
    const typed: Array<[string, string]> = [
      ['(0484) 2345678', '4842345678'],
      ['0471-234 5678', '4712345678'],
      ['+971 50 123 4567', '+971501234567'],
      ['00966 55 123 4567', '+966551234567'],
    ];

    for (const [phone] of typed) expect((await submit(app, { ...VALID, phone })).statusCode, phone).toBe(201);

    expect(storedMessages(app).map((row) => (row as { phone: string }).phone)).toEqual(typed.map(([, kept]) => kept));
  });

  it('checks the fields in the spec order, answering the first failing rule', async () => {
    const { app } = await createTestApp();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'Please enter your name'],
      [{ ...VALID, name: '   ', email: '', phone: '', service: '', message: '' }, 'Please enter your name'],
      [{ ...VALID, email: undefined, phone: 'abc', service: 'other' }, 'Please enter your email'],
      [{ ...VALID, email: '  ' }, 'Please enter your email'],
      [{ ...VALID, email: 'anjali@example', phone: '' }, 'Please enter a valid email address'],
      [{ ...VALID, email: 'anjali example.com' }, 'Please enter a valid email address'],
      [{ ...VALID, phone: undefined, service: 'other' }, 'Please enter your phone number'],
      [{ ...VALID, phone: '   ' }, 'Please enter your phone number'],
      [{ ...VALID, phone: '98470-1234x', message: '' }, PHONE_MESSAGE],
      [{ ...VALID, phone: '984701234' }, PHONE_MESSAGE],
      [{ ...VALID, phone: '+92 984' }, PHONE_MESSAGE],
      [{ ...VALID, phone: '0091 9847012345' }, PHONE_MESSAGE],
      [{ ...VALID, service: undefined, message: '' }, 'Please select a service'],
      [{ ...VALID, service: 'Advertise my shop' }, 'Please select a service'],
      [{ ...VALID, message: undefined }, 'Please enter your message'],
      [{ ...VALID, message: ' \n\t ' }, 'Please enter your message'],
      [{ ...VALID, message: 'm'.repeat(5001) }, 'Please shorten your message to 5,000 characters (it has 5,001)'],
    ];

    for (const [payload, message] of cases) {
      const response = await submit(app, payload);

      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect(countRows(app, 'contact_messages')).toBe(0);
  });

  it('refuses wrong types, over-long fields and malformed JSON with a 400 message', async () => {
    const { app } = await createTestApp();
    const payloads: unknown[] = [
      { ...VALID, name: 5 },
      { ...VALID, phone: 9847012345 },
      { ...VALID, service: ['enquire'] },
      { ...VALID, email: { address: 'a@b.co' } },
      { ...VALID, name: 'n'.repeat(101) },
      { ...VALID, email: `${'e'.repeat(250)}@b.co` },
      { ...VALID, phone: '9'.repeat(31) },
      { ...VALID, message: 'm'.repeat(20_001) },
      { ...VALID, website: 5 },
    ];

    for (const payload of payloads) {
      const response = await submit(app, payload);

      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
    const malformed = await app.inject({
      method: 'POST',
      url: `${API}/contact/submit`,
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
      remoteAddress: '10.1.9.9',
    });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json())).toEqual(['message']);
    expect(countRows(app, 'contact_messages')).toBe(0);
  });

  it('accepts the longest allowed fields', async () => {
    const { app } = await createTestApp();

    const response = await submit(app, { ...VALID, name: 'n'.repeat(100), message: 'm'.repeat(5000) });

    expect(response.statusCode).toBe(201);
    expect(countRows(app, 'contact_messages')).toBe(1);
  });

  it('answers a filled honeypot exactly like a success but stores nothing', async () => {
    const { app } = await createTestApp();
    const real = await submit(app, VALID);
    app.db.$client.prepare('DELETE FROM contact_messages').run();

    const bot = await submit(app, { ...VALID, website: 'http://spam.example' });
    const botWithBadFields = await submit(app, { name: 'x', website: 'http://spam.example' });

    for (const response of [bot, botWithBadFields]) {
      expect(response.statusCode).toBe(real.statusCode);
      expect(response.body).toBe(real.body);
    }
    expect(countRows(app, 'contact_messages')).toBe(0);
  });

  it('treats an empty honeypot as a person', async () => {
    const { app } = await createTestApp();

    const response = await submit(app, { ...VALID, website: '' });

    expect(response.statusCode).toBe(201);
    expect(countRows(app, 'contact_messages')).toBe(1);
  });

  it('limits each client to 5 sent messages per 10 minutes, saying how long to wait; refused forms do not count', async () => {
    const { app } = await createTestApp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await submit(app, { ...VALID, phone: '123' }, '10.2.0.1')).statusCode);
    for (let i = 0; i < 5; i++) statuses.push((await submit(app, VALID, '10.2.0.1')).statusCode);

    const limited = await submit(app, VALID, '10.2.0.1');
    const otherClient = await submit(app, VALID, '10.2.0.2');

    expect(statuses).toEqual([400, 400, 400, 400, 400, 400, 201, 201, 201, 201, 201]);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: 'You have sent 5 messages in the last 10 minutes. Please try again in 10 minutes.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(590);
    expect(otherClient.statusCode).toBe(201);
    expect(countRows(app, 'contact_messages')).toBe(6);
  });
});

describe('POST /contact/submit as a form sent without JavaScript', () => {
  /** A browser's post of the form: urlencoded, line breaks as CR LF, the empty honeypot included. */
  function post(app: App, fields: Record<string, string | undefined>, remoteAddress = `10.3.0.${++clientNumber}`) {
    const body = new URLSearchParams({ website: '' });
    for (const [key, value] of Object.entries(fields)) if (value !== undefined) body.append(key, value);
    return postRaw(app, body.toString(), remoteAddress);
  }

  function postRaw(app: App, payload: string, remoteAddress = `10.3.0.${++clientNumber}`) {
    return app.inject({
      method: 'POST',
      url: `${API}/contact/submit`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
      remoteAddress,
    });
  }

  it('stores the message and sends the browser to the contact page saying it was sent (303)', async () => {
    const { app } = await createTestApp();
    const lines = `${'m'.repeat(2498)}\r\n\r\n${'m'.repeat(2498)}`;

    const response = await post(app, VALID);
    const withLineBreaks = await postRaw(
      app,
      `${new URLSearchParams({ ...VALID, name: 'Ravi', message: lines })}&__proto__=x&constructor=y`,
    );

    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contactus#sent');
    expect(response.body).toBe('');
    expect(withLineBreaks.statusCode).toBe(303);
    expect(storedMessages(app)).toEqual([
      VALID_STORED,
      expect.objectContaining({ name: 'Ravi', message: lines.replaceAll('\r\n', '\n') }),
    ]);
  });

  it('answers a mistake with a 400 page in the words of the form, the typed text kept in a form to send again', async () => {
    const { app } = await createTestApp();

    const response = await post(app, { ...VALID, name: '<b>Anjali</b> "A"', phone: '98470', message: 'Hi &\r\nbye' });

    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const page = response.body;
    expect(page).toContain(
      `<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; form-action 'self'">`,
    );
    expect(page).toContain(`<p class="problem" role="alert">${PHONE_MESSAGE}</p>`);
    expect(page).toContain('<form method="post" action="/backendapi/api/contact/submit"');
    expect(page).toContain('value="&lt;b&gt;Anjali&lt;/b&gt; &quot;A&quot;"');
    expect(page).not.toContain('<b>Anjali');
    expect(page).toContain(
      '<input type="tel" value="98470" id="contact-phone" name="phone" aria-invalid="true" aria-describedby="contact-phone-error">',
    );
    expect(page).toContain(`<p class="field-error" id="contact-phone-error">${PHONE_MESSAGE}</p>`);
    expect(page).toContain('<option value="enquire" selected>');
    expect(page).toContain('name="message">\nHi &amp;\nbye</textarea>');
    expect(page).toContain('<a href="/contactus">');
    expect(countRows(app, 'contact_messages')).toBe(0);
  });

  it('refuses malformed form bodies with a 400 page and stores nothing', async () => {
    const { app } = await createTestApp();
    const form = new URLSearchParams(VALID as Record<string, string>);
    const bodies = [
      '',
      `${form}&service=myshop`,
      form.toString().replace('Anjali', 'Anj%00ali'),
      `${form}&name=${'n'.repeat(101)}`,
    ];

    for (const body of bodies) {
      const response = await postRaw(app, body);

      expect(response.statusCode, body.slice(0, 80)).toBe(400);
      expect(response.headers['content-type'], body.slice(0, 80)).toBe('text/html; charset=utf-8');
      expect(response.body).toMatch(/<p class="problem" role="alert">[^<]+<\/p>/);
    }
    expect(countRows(app, 'contact_messages')).toBe(0);
  });

  it('shares the limit of JSON sends and answers the 429 with a page saying how long to wait', async () => {
    const { app } = await createTestApp();
    for (let i = 0; i < 3; i++) expect((await submit(app, VALID, '10.4.0.1')).statusCode).toBe(201);
    for (let i = 0; i < 2; i++) expect((await post(app, VALID, '10.4.0.1')).statusCode).toBe(303);

    const limited = await post(app, { ...VALID, message: 'Still there?' }, '10.4.0.1');
    const limitedJson = await submit(app, VALID, '10.4.0.1');

    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(590);
    expect(limited.body).toContain(
      '<p class="problem" role="alert">You have sent 5 messages in the last 10 minutes. Please try again in 10 minutes.</p>',
    );
    expect(limited.body).toContain('name="message">\nStill there?</textarea>');
    expect(limitedJson.statusCode).toBe(429);
    expect(limitedJson.json()).toEqual({
      message: 'You have sent 5 messages in the last 10 minutes. Please try again in 10 minutes.',
    });
    expect(countRows(app, 'contact_messages')).toBe(5);
  });
});

describe("POST /contact/submit?lang=ml, the Malayalam site's form (docs/decisions/047)", () => {
  function send(app: App, payload: string | object, remoteAddress: string) {
    const form = typeof payload === 'string';
    return app.inject({
      method: 'POST',
      url: `${API}/contact/submit?lang=ml`,
      headers: { 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
      payload,
      remoteAddress,
    });
  }

  it('answers in Malayalam: the JSON messages, the 303 to /ml/contactus, the page of a mistake and of the limit', async () => {
    const { app } = await createTestApp();
    const form = (fields: Record<string, string>) =>
      new URLSearchParams({ ...VALID, ...fields, website: '' }).toString();

    const sent = await send(app, VALID, '10.5.0.1');
    const wrongJson = await send(app, { ...VALID, email: 'anjali@' }, '10.5.0.1');
    const sentForm = await send(app, form({}), '10.5.0.1');
    const wrongForm = await send(app, form({ phone: '98470' }), '10.5.0.1');
    const schemaRefused = await send(app, form({ name: 'n'.repeat(101) }), '10.5.0.1');
    for (let i = 0; i < 3; i++) await send(app, VALID, '10.5.0.1');
    const limited = await send(app, form({}), '10.5.0.1');

    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toEqual({ message: 'സന്ദേശം അയച്ചു!' });
    expect(wrongJson.statusCode).toBe(400);
    expect(wrongJson.json()).toEqual({ message: 'ശരിയായ ഇമെയിൽ വിലാസം നൽകുക' });
    expect(sentForm.statusCode).toBe(303);
    expect(sentForm.headers.location).toBe('/ml/contactus#sent');
    expect(wrongForm.statusCode).toBe(400);
    const page = wrongForm.body;
    expect(page).toContain('<html lang="ml-IN">');
    expect(page).toContain('<title>സന്ദേശം അയച്ചില്ല</title>');
    const phoneProblem = 'ശരിയായ ഫോൺ നമ്പർ നൽകുക: 10 അക്കങ്ങൾ, അല്ലെങ്കിൽ + ഉം രാജ്യ കോഡും';
    expect(page).toContain(`<p class="problem" role="alert">${phoneProblem}</p>`);
    expect(page).toContain(`<p class="field-error" id="contact-phone-error">${phoneProblem}</p>`);
    expect(page).toContain('<form method="post" action="/backendapi/api/contact/submit?lang=ml"');
    expect(page).toContain('<label for="contact-phone">ഫോൺ</label>');
    expect(page).toContain('<option value="enquire" selected>ഒരു ഓഫറിനെക്കുറിച്ച് അന്വേഷണം</option>');
    expect(page).toContain('<a href="/ml/contactus">');
    // No English word of the form is left on the page.
    expect(page).not.toMatch(/>(Name|Phone|Service|Message|SEND MESSAGE|Back to Contact Us|Your message)\b/);
    expect(schemaRefused.statusCode).toBe(400);
    expect(schemaRefused.body).toContain('<p class="problem" role="alert">സന്ദേശം അയയ്ക്കാനായില്ല. വീണ്ടും ശ്രമിക്കുക.</p>');
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain(
      '<p class="problem" role="alert">കഴിഞ്ഞ 10 മിനിറ്റിനുള്ളിൽ നിങ്ങൾ 5 സന്ദേശങ്ങൾ അയച്ചു. 10 മിനിറ്റ് കഴിഞ്ഞ് വീണ്ടും ശ്രമിക്കുക.</p>',
    );
    expect(countRows(app, 'contact_messages')).toBe(5);
  });

  it('refuses a language it does not speak', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({ method: 'POST', url: `${API}/contact/submit?lang=fr`, payload: VALID });
    expect(response.statusCode).toBe(400);
    expect(countRows(app, 'contact_messages')).toBe(0);
  });
});

describe('admin inbox', () => {
  /** Three messages sent an hour apart: "Oldest", "Middle", "Newest". */
  async function inboxWithThree(app: App): Promise<Record<string, string>> {
    const ids: Record<string, string> = {};
    const start = Date.parse('2025-08-20T10:00:00Z');
    for (const [hour, name] of ['Oldest', 'Middle', 'Newest'].entries()) {
      await submit(app, { ...VALID, name, service: hour === 0 ? 'complaint' : 'myshop' });
      const { id } = app.db.$client.prepare('SELECT max(id) AS id FROM contact_messages').get() as { id: number };
      app.db.$client
        .prepare('UPDATE contact_messages SET created_at = ? WHERE id = ?')
        .run(start + hour * 3600_000, id);
      ids[name] = String(id);
    }
    return ids;
  }

  it('lists unread first, then newest first, with labels, counts and pages', async () => {
    const { app, auth } = await createTestApp();
    const ids = await inboxWithThree(app);
    await app.inject({ method: 'PUT', url: `${API}/contact/messages/${ids.Newest}/read`, headers: auth });

    const response = await app.inject({ method: 'GET', url: `${API}/contact/messages`, headers: auth });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.map((m: { name: string }) => m.name)).toEqual(['Middle', 'Oldest', 'Newest']);
    expect(body).toMatchObject({ currentPage: 1, totalPages: 1, totalItems: 3, unreadCount: 2 });
    expect(body.data[1]).toEqual({
      _id: ids.Oldest,
      name: 'Oldest',
      email: 'anjali@example.com',
      phone: '9847012345',
      service: 'complaint',
      serviceLabel: 'Complaint About An Offer',
      message: 'Is the Onam offer valid at the Aluva branch too?',
      read: false,
      createdAt: '2025-08-20T10:00:00.000Z',
    });
    expect(body.data[0].serviceLabel).toBe('Advertise my shop');
    expect(body.data[2].read).toBe(true);

    const secondPage = await app.inject({
      method: 'GET',
      url: `${API}/contact/messages?page=2&limit=2`,
      headers: auth,
    });
    expect(secondPage.json()).toMatchObject({ currentPage: 2, totalPages: 2, totalItems: 3, unreadCount: 2 });
    expect(secondPage.json().data.map((m: { name: string }) => m.name)).toEqual(['Newest']);
  });

  it('answers an empty inbox with one empty page', async () => {
    const { app, auth } = await createTestApp();

    const response = await app.inject({ method: 'GET', url: `${API}/contact/messages`, headers: auth });

    expect(response.json()).toEqual({ data: [], currentPage: 1, totalPages: 1, totalItems: 0, unreadCount: 0 });
  });

  it('shows one message and marks it read idempotently', async () => {
    const { app, auth } = await createTestApp();
    const ids = await inboxWithThree(app);
    const url = `${API}/contact/messages/${ids.Middle}`;

    const shown = await app.inject({ method: 'GET', url, headers: auth });
    const first = await app.inject({ method: 'PUT', url: `${url}/read`, headers: auth });
    const readAt = app.db.$client.prepare('SELECT read_at FROM contact_messages WHERE id = ?').get(ids.Middle);
    const second = await app.inject({ method: 'PUT', url: `${url}/read`, headers: auth });

    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ _id: ids.Middle, name: 'Middle', read: false });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ ...shown.json(), read: true });
    expect(second.json()).toEqual(first.json());
    expect(app.db.$client.prepare('SELECT read_at FROM contact_messages WHERE id = ?').get(ids.Middle)).toEqual(readAt);
    const list = await app.inject({ method: 'GET', url: `${API}/contact/messages`, headers: auth });
    expect(list.json().unreadCount).toBe(2);
  });

  it('deletes a message', async () => {
    const { app, auth } = await createTestApp();
    const ids = await inboxWithThree(app);

    const response = await app.inject({
      method: 'DELETE',
      url: `${API}/contact/messages/${ids.Oldest}`,
      headers: auth,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Message deleted successfully' });
    const remaining = app.db.$client.prepare('SELECT name FROM contact_messages ORDER BY id').all();
    expect(remaining).toEqual([{ name: 'Middle' }, { name: 'Newest' }]);
  });

  it('refuses calls without a token, unknown ids and malformed ids, changing nothing', async () => {
    const { app, auth } = await createTestApp();
    const ids = await inboxWithThree(app);
    const before = app.db.$client.prepare('SELECT * FROM contact_messages ORDER BY id').all();
    const calls = (id: string) => [
      { method: 'GET' as const, url: `${API}/contact/messages/${id}` },
      { method: 'PUT' as const, url: `${API}/contact/messages/${id}/read` },
      { method: 'DELETE' as const, url: `${API}/contact/messages/${id}` },
    ];

    for (const call of [{ method: 'GET' as const, url: `${API}/contact/messages` }, ...calls(ids.Oldest ?? '')]) {
      const response = await app.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(response.json()).toEqual({ message: expect.any(String) });
    }
    for (const call of calls('999999')) {
      const response = await app.inject({ ...call, headers: auth });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
      expect(response.json()).toEqual({ message: 'Message not found' });
    }
    for (const id of ['abc', '0', '-1', '1.5', '01']) {
      for (const call of calls(id)) {
        const response = await app.inject({ ...call, headers: auth });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(400);
        expect(response.json()).toEqual({ message: expect.any(String) });
      }
    }
    for (const query of ['page=0', 'limit=0', 'limit=101', 'page=x']) {
      const response = await app.inject({ method: 'GET', url: `${API}/contact/messages?${query}`, headers: auth });
      expect(response.statusCode, query).toBe(400);
    }
    expect(app.db.$client.prepare('SELECT * FROM contact_messages ORDER BY id').all()).toEqual(before);
  });
});
