import { describe, expect, it } from 'vitest';
import { PHONE, useSite } from './site.js';

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
    expect(errors).toEqual([]);
  });

  it('checks the fields in the spec order, one toast at a time, then sends and clears the form', async () => {
    const { page } = await site.open('/contactus');
    const send = page.getByRole('button', { name: 'SEND MESSAGE' });
    const expectToast = async (text: string) => {
      await send.click();
      await expect.poll(() => page.locator('[data-sonner-toast][data-index="0"]').textContent()).toBe(text);
    };
    await expectToast('Please enter your name');
    await page.getByLabel('Name').fill('  ');
    await expectToast('Please enter your name');
    await page.getByLabel('Name').fill('Anu Thomas');
    await expectToast('Please enter your email');
    await page.getByLabel('Email').fill('anu@example');
    await expectToast('Please enter a valid email address');
    await page.getByLabel('Email').fill('anu@example.com');
    await expectToast('Please enter your phone number');
    await page.getByLabel('Phone').fill('98470');
    await expectToast('Please enter a valid 10-digit phone number');
    await page.getByLabel('Phone').fill('9847012345');
    await expectToast('Please select a service');
    await page.getByLabel('Service').selectOption('enquire');
    await page.getByLabel('Message', { exact: true }).fill('   ');
    await expectToast('Please enter your message');
    await page.getByLabel('Message', { exact: true }).fill('Is the Onam offer valid on Sunday?');
    await expectToast('Message sent successfully!');
    for (const label of ['Name', 'Email', 'Phone', 'Service', 'Message']) {
      expect(await page.getByLabel(label, { exact: true }).inputValue()).toBe('');
    }
  });
});
