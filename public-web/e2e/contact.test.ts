import { describe, expect, it } from 'vitest';
import { adminAuth, PHONE, useSite } from './site.js';

const PHONE_MESSAGE = 'Please enter a valid phone number: 10 digits, or + and the country code';

describe('/contactus', () => {
  const site = useSite();

  it('shows the hero, the three info cards with the fixed hours, the form and the map', async () => {
    const { page, errors } = await site.open('/contactus', PHONE);
    expect(await page.locator('h1').textContent()).toBe('Contact Us');
    for (const heading of ['Address', 'Phone', 'Opening hours']) {
      expect(await page.getByRole('heading', { name: heading }).isVisible()).toBe(true);
    }
    expect(await page.getByText('Mon to Sat 10:00am-5:00pm').isVisible()).toBe(true);
    expect(await page.getByText('Sunday closed').isVisible()).toBe(true);
    expect(await page.locator('iframe.map').count()).toBe(1);
    expect(await page.locator('input[name="website"]').getAttribute('tabindex')).toBe('-1');
    expect(await page.locator('#sent').isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('shows each problem next to its field with the spec messages, focusing the first wrong field', async () => {
    const { page, errors } = await site.open('/contactus', PHONE);
    const send = page.getByRole('button', { name: 'SEND MESSAGE' });
    const errorOf = (label: string) => page.locator(`.field:has(label:text-is("${label}")) .field-error`);
    const focused = () => page.evaluate(() => document.activeElement?.id);
    await send.click();
    expect(await errorOf('Name').textContent()).toBe('Please enter your name');
    expect(await errorOf('Email').textContent()).toBe('Please enter your email');
    expect(await errorOf('Phone').textContent()).toBe('Please enter your phone number');
    expect(await errorOf('Service').textContent()).toBe('Please select a service');
    expect(await errorOf('Message').textContent()).toBe('Please enter your message');
    expect(await focused()).toBe('contact-name');
    expect(await page.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('[data-sonner-toast]').count()).toBe(0);
    await page.getByLabel('Name').fill('Anu Thomas');
    expect(await errorOf('Name').count()).toBe(0);
    await page.getByLabel('Email').fill('anu@example');
    await page.getByLabel('Phone').fill('98470');
    await send.click();
    expect(await errorOf('Email').textContent()).toBe('Please enter a valid email address');
    expect(await errorOf('Phone').textContent()).toBe(PHONE_MESSAGE);
    expect(await focused()).toBe('contact-email');
    await page.getByLabel('Email').fill('anu@example.com');
    await send.click();
    expect(await focused()).toBe('contact-phone');
    expect(errors).toEqual([]);
  });

  it('speaks Malayalam on /ml/contactus: labels, each problem, the button and the answer (docs/decisions/047)', async () => {
    const { page, errors } = await site.open('/ml/contactus', PHONE);
    const send = page.getByRole('button', { name: 'സന്ദേശം അയയ്ക്കുക' });
    const errorOf = (label: string) => page.locator(`.field:has(label:text-is("${label}")) .field-error`);
    expect(await page.locator('form.contact-form').getAttribute('action')).toBe(
      '/backendapi/api/contact/submit?lang=ml',
    );
    await send.click();
    expect(await errorOf('പേര്').textContent()).toBe('നിങ്ങളുടെ പേര് നൽകുക');
    expect(await errorOf('വിഷയം').textContent()).toBe('ഒരു വിഷയം തിരഞ്ഞെടുക്കുക');
    await page.getByLabel('പേര്').fill('അനു തോമസ്');
    await page.getByLabel('ഇമെയിൽ').fill('anu@example.com');
    await page.getByLabel('ഫോൺ').fill('98765 43210');
    await page.getByLabel('വിഷയം').selectOption('enquire');
    await page.getByLabel('സന്ദേശം', { exact: true }).fill('ഓണം ഓഫർ ഞായറാഴ്ചയും ഉണ്ടോ?');
    await send.click();
    await expect.poll(() => page.locator('[data-sonner-toast]').first().textContent()).toBe('സന്ദേശം അയച്ചു!');
    // In the page's Malayalam font, not the toasts' own stack (no Malayalam where the system has none).
    expect(
      await page.locator('[data-sonner-toaster]').evaluate((toaster) => getComputedStyle(toaster).fontFamily),
    ).toMatch(/^"Noto Sans Malayalam"/);
    expect(errors).toEqual([]);
  });

  it('accepts phone numbers as people type them (landlines, Gulf numbers), sends them compact and clears the form', async () => {
    const auth = await adminAuth(site.stack);
    // The plain ten digits are the Malayalam test's: with it, the file sends the 5 messages an address may send in 10
    // minutes, the no-JavaScript test's refused one not counted.
    for (const phone of ['+91 98765 43210', '(0484) 2345678', '+971 50 123 4567']) {
      const { page } = await site.open('/contactus');
      await page.getByLabel('Name').fill('Anu Thomas');
      await page.getByLabel('Email').fill('anu@example.com');
      await page.getByLabel('Phone').fill(phone);
      await page.getByLabel('Service').selectOption('enquire');
      await page.getByLabel('Message', { exact: true }).fill(`Is the Onam offer valid on Sunday? (${phone})`);
      await page.getByRole('button', { name: 'SEND MESSAGE' }).click();
      await expect
        .poll(() => page.locator('[data-sonner-toast]').first().textContent())
        .toBe('Message sent successfully!');
      expect(await page.locator('.field-error').count()).toBe(0);
      for (const label of ['Name', 'Email', 'Phone', 'Service', 'Message']) {
        expect(await page.getByLabel(label, { exact: true }).inputValue()).toBe('');
      }
    }
    const inbox = (await (await fetch(`${site.stack.apiUrl}/contact/messages?limit=10`, { headers: auth })).json()) as {
      data: Array<{ name: string; phone: string }>;
    };
    const sent = inbox.data.filter((message) => message.name === 'Anu Thomas');
    expect(sent.map((message) => message.phone).sort()).toEqual(['+971501234567', '4842345678', '9876543210'].sort());
  });

  it('counts the message against its 5,000-character limit as it is typed', async () => {
    const { page } = await site.open('/contactus', PHONE);
    const message = page.getByLabel('Message', { exact: true });
    expect(await message.getAttribute('maxlength')).toBe('5000');
    await message.fill('Is the Onam offer valid on Sunday?');
    expect(await page.getByTestId('message-count').textContent()).toBe('34 / 5,000');
    await message.fill('m'.repeat(4321));
    expect(await page.getByTestId('message-count').textContent()).toBe('4,321 / 5,000');
  });

  it('sends the form without JavaScript: a mistake comes back in the same words with the text kept, then the sent note', async () => {
    const context = await site.browser.newContext({ viewport: PHONE, javaScriptEnabled: false });
    const page = await context.newPage();
    const message = 'Sent without JavaScript.\nIs the Onam offer valid at the Aluva branch?';
    await page.goto(`${site.stack.publicUrl}/contactus`);
    await page.getByLabel('Name').fill('Meera Nair');
    await page.getByLabel('Email').fill('meera@example.com');
    await page.getByLabel('Phone').fill('98470');
    await page.getByLabel('Service').selectOption('complaint');
    await page.getByLabel('Message', { exact: true }).fill(message);
    await page.getByRole('button', { name: 'SEND MESSAGE' }).click();

    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toBe(PHONE_MESSAGE);
    expect(await page.locator('#contact-phone-error').textContent()).toBe(PHONE_MESSAGE);
    expect(await page.getByLabel('Name').inputValue()).toBe('Meera Nair');
    expect(await page.getByLabel('Service').inputValue()).toBe('complaint');
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe(message);
    await page.getByLabel('Phone').fill('(0484) 2345678');
    await page.getByRole('button', { name: 'SEND MESSAGE' }).click();

    await page.waitForURL(`${site.stack.publicUrl}/contactus#sent`);
    const sent = page.locator('#sent');
    expect(await sent.textContent()).toBe('Message sent successfully! Thank you for writing to us.');
    expect(await sent.isVisible()).toBe(true);
    const header = await page.locator('.site-header').boundingBox();
    expect((await sent.boundingBox())?.y).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('');
    await context.close();
    const inbox = (await (
      await fetch(`${site.stack.apiUrl}/contact/messages?limit=10`, { headers: await adminAuth(site.stack) })
    ).json()) as { data: Array<{ name: string; phone: string; service: string; message: string }> };
    expect(inbox.data.filter((sentMessage) => sentMessage.name === 'Meera Nair')).toEqual([
      expect.objectContaining({ phone: '4842345678', service: 'complaint', message }),
    ]);
  });
});
