import { describe, expect, it } from 'vitest';
import { asSentence } from '../../src/lib/format';

describe('asSentence', () => {
  it('ends a reason with one full stop, whether or not it had one', () => {
    expect(asSentence('Show the price before and after')).toBe('Show the price before and after.');
    expect(asSentence('Please keep the title to what the offer gives.')).toBe(
      'Please keep the title to what the offer gives.',
    );
    expect(asSentence('  Blurry photo  ')).toBe('Blurry photo.');
  });

  it('keeps other closing punctuation, inside quotes or brackets too', () => {
    expect(asSentence('Is ₹1,499 the price after?')).toBe('Is ₹1,499 the price after?');
    expect(asSentence('Not a sale!')).toBe('Not a sale!');
    expect(asSentence('Say “up to 50%.”')).toBe('Say “up to 50%.”');
    expect(asSentence('(see the terms.)')).toBe('(see the terms.)');
    expect(asSentence('Wait…')).toBe('Wait…');
  });

  it('leaves empty text empty', () => {
    expect(asSentence('   ')).toBe('');
  });
});
