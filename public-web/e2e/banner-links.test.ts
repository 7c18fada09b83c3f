// Banners that link somewhere: the home carousel's slide opens the link of the banner shown at that width, in the
// prerendered page and after hydration; a banner outside its days is not on the page at all.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminAuth, DESKTOP, firstOffer, PHONE, useSite } from './site.js';

interface Banner {
  _id: string;
  bannerImage: string[];
}

describe('banner links', () => {
  const site = useSite();

  async function addBanner(fields: Record<string, string>): Promise<Banner> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const [width, height] = fields.title === 'mobile' ? [800, 1000] : [1200, 500];
    const image = await sharp({ create: { width, height, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    form.append('bannerImage', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'banner.png');
    const response = await fetch(`${site.stack.apiUrl}/banners`, {
      method: 'POST',
      headers: await adminAuth(site.stack),
      body: form,
    });
    expect(response.status).toBe(201);
    return (await response.json()) as Banner;
  }

  const home = () => {
    const file = join(site.stack.publicDir, 'index.html');
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  };

  it('links the slide to a store page on wide screens and to an offer on phones, prerendered and hydrated', async () => {
    const stores = (await (await fetch(`${site.stack.apiUrl}/store/names`)).json()) as Array<{
      _id: string;
      storeName: string;
    }>;
    const store = stores[0];
    const offer = await firstOffer(site.stack);
    if (!store) throw new Error('the demo data has no store');
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const later = await addBanner({ title: 'desktop', startDate: tomorrow });
    await addBanner({ title: 'desktop', linkType: 'store', linkTarget: store._id });
    await addBanner({ title: 'mobile', linkType: 'offer', linkTarget: offer._id });

    await expect.poll(home, { timeout: 30_000 }).toContain(`href="/store/${store._id}"`);
    expect(home()).toContain(`href="/offerdetails/${offer._id}"`);
    expect(home()).not.toContain(later.bannerImage[0]);

    const { page: desktop, errors } = await site.open('/', DESKTOP);
    const storeLink = desktop.getByRole('link', { name: `Banner 1: offers from ${store.storeName}` });
    expect(await storeLink.isVisible()).toBe(true);
    expect(await storeLink.getAttribute('href')).toBe(`/store/${store._id}`);
    expect(await desktop.getByRole('link', { name: /^Banner 1: / }).count()).toBe(1);
    expect(errors).toEqual([]);

    const { page: phone } = await site.open('/', PHONE);
    const offerLink = phone.getByRole('link', { name: /^Banner 1: / });
    expect(await offerLink.getAttribute('href')).toBe(`/offerdetails/${offer._id}`);
    await offerLink.click();
    await phone.waitForURL(`**/offerdetails/${offer._id}`);
    await expect.poll(() => phone.locator('h1').textContent()).toBeTruthy();
  });
});
