import { describe, expect, it } from 'vitest';
import { changeText } from '../../../src/features/audit/change-text';

const week = (hours: Array<[closed: boolean, open: string, close: string]>) =>
  ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day, index) => {
    const [closed, open, close] = hours[index] ?? [true, '', ''];
    return { day, closed, open, close };
  });

describe('changeText', () => {
  it('shows a timestamp in the region time, en-IN, and a day as the admin shows days', () => {
    expect(changeText({ field: 'readAt', before: null, after: '2026-11-27T02:29:13.065Z' })).toEqual({
      label: 'read at',
      text: '— → 27 Nov 2026, 7:59 am',
    });
    expect(changeText({ field: 'endDate', before: '2026-11-30', after: '2026-12-05' }).text).toBe(
      '30 Nov 2026 → 05 Dec 2026',
    );
  });

  it('shows opening hours as a week people read, days with the same hours together', () => {
    const open = [false, '09:00', '21:00'] as [boolean, string, string];
    const after = week([open, open, open, open, open, [false, '10:00', '14:00'], [true, '', '']]);

    expect(changeText({ field: 'openingHours', before: null, after })).toEqual({
      label: 'opening hours',
      text: '— → Mon–Fri 09:00–21:00, Sat 10:00–14:00, Sun closed',
    });
  });

  it('says what happened to pictures instead of their counts', () => {
    expect(changeText({ field: 'logoUrl', before: 1, after: 1 })).toEqual({ label: '', text: 'logo changed' });
    expect(changeText({ field: 'images', before: null, after: 2 }).text).toBe('images added (2)');
    expect(changeText({ field: 'photos', before: 2, after: 3 }).text).toBe('photos changed (2 → 3)');
    expect(changeText({ field: 'images', before: 1, after: null }).text).toBe('image removed');
  });

  it('shows prices in rupees, yes or no, and cuts long text', () => {
    expect(changeText({ field: 'priceBeforePaise', before: 49900, after: 39950 })).toEqual({
      label: 'price before',
      text: '₹499 → ₹399.50',
    });
    expect(changeText({ field: 'closed', before: false, after: true }).text).toBe('no → yes');
    expect(changeText({ field: 'terms', before: '', after: 'x'.repeat(100) }).text).toBe(`— → ${'x'.repeat(79)}…`);
  });

  it('names a Malayalam twin after its English field', () => {
    expect(changeText({ field: 'storeNameMl', before: null, after: 'ഫാത്തിമ ടെക്സ്റ്റൈൽസ്' })).toEqual({
      label: 'store name in Malayalam',
      text: '— → ഫാത്തിമ ടെക്സ്റ്റൈൽസ്',
    });
    expect(changeText({ field: 'nameMl', before: 'കോഴിക്കോട്', after: null }).label).toBe('name in Malayalam');
  });
});
