import { describe, expect, it } from 'vitest';
import {
  describePin,
  NO_PIN_MESSAGE,
  OUT_OF_RANGE_MESSAGE,
  pinMapUrl,
  readPin,
  SHORT_LINK_MESSAGE,
} from '../../src/lib/maps-link';

const LULU = { latitude: 10.0270547, longitude: 76.3079358 };

describe('readPin', () => {
  const links: Array<[string, string, { latitude: number; longitude: number }]> = [
    [
      'a place link: its pin (!3d!4d), not the map centre (@)',
      'https://www.google.com/maps/place/Lulu+Mall/@10.0271,76.3054,17z/data=!3m1!4b1!4m6!3m5!1s0x3b080c8e94a07a07:0x49921cdfd82660ad!8m2!3d10.0270547!4d76.3079358!16s%2Fg%2F1tg6v9rv',
      LULU,
    ],
    [
      'a map view (@lat,lng,zoom)',
      'https://www.google.com/maps/@10.0159,76.3419,15z',
      { latitude: 10.0159, longitude: 76.3419 },
    ],
    [
      'a street view (@lat,lng,3a)',
      'https://www.google.com/maps/@9.9312328,76.2673041,3a,75y,90t/data=!3m6',
      { latitude: 9.9312328, longitude: 76.2673041 },
    ],
    ['?q=lat,lng', 'https://maps.google.com/?q=10.0159,76.3419', { latitude: 10.0159, longitude: 76.3419 }],
    ['?q= encoded', 'https://maps.google.com/maps?q=10.0159%2C76.3419&z=16', { latitude: 10.0159, longitude: 76.3419 }],
    [
      '?q= with a space (+)',
      'https://www.google.com/maps?q=10.0159,+76.3419',
      { latitude: 10.0159, longitude: 76.3419 },
    ],
    ['?q=loc:', 'https://maps.google.com/?q=loc:-33.8688,151.2093', { latitude: -33.8688, longitude: 151.2093 }],
    ['ll=', 'https://maps.google.com/maps?ll=11.2588,75.7804&z=14&t=m', { latitude: 11.2588, longitude: 75.7804 }],
    [
      'the search API (query=)',
      'https://www.google.com/maps/search/?api=1&query=8.4875%2C76.9525',
      { latitude: 8.4875, longitude: 76.9525 },
    ],
    [
      '/search/lat,+lng',
      'https://www.google.com/maps/search/12.4996,+74.9869',
      { latitude: 12.4996, longitude: 74.9869 },
    ],
    [
      'directions to a pin',
      'https://www.google.com/maps/dir//10.5250,76.2140/@10.52,76.21,15z',
      { latitude: 10.525, longitude: 76.214 },
    ],
    ['coordinates as Google Maps copies them', '10.0159, 76.3419', { latitude: 10.0159, longitude: 76.3419 }],
    ['negative coordinates', '-22.9068,-43.1729', { latitude: -22.9068, longitude: -43.1729 }],
    ['degrees, minutes and seconds', `10°00'57.2"N 76°20'30.8"E`, { latitude: 10.015889, longitude: 76.341889 }],
    [
      'a link with spaces around it',
      '  https://maps.google.com/?q=10.0159,76.3419 \n',
      { latitude: 10.0159, longitude: 76.3419 },
    ],
  ];

  for (const [name, input, pin] of links) {
    it(`reads ${name}`, () => {
      expect(readPin(input)).toEqual({ pin });
    });
  }

  it('says a shortened link cannot be read here, and what to do instead', () => {
    for (const link of ['https://maps.app.goo.gl/Xb1qZ9YkH2c3', 'https://goo.gl/maps/abc123', 'maps.app.goo.gl/abc']) {
      expect(readPin(link)).toEqual({ error: SHORT_LINK_MESSAGE });
    }
    expect(SHORT_LINK_MESSAGE).toContain('full address');
  });

  it('finds no pin in a link without one, or in plain text', () => {
    for (const input of ['https://www.google.com/maps/place/Lulu+Mall', 'MG Road, Kochi', '10.0159', '']) {
      expect(readPin(input)).toEqual({ error: NO_PIN_MESSAGE });
    }
  });

  it('refuses numbers that cannot be a place on Earth', () => {
    expect(readPin('95.1, 76.3')).toEqual({ error: OUT_OF_RANGE_MESSAGE });
    expect(readPin('https://www.google.com/maps/@10.1,190.5,15z')).toEqual({ error: OUT_OF_RANGE_MESSAGE });
  });
});

describe('describePin and pinMapUrl', () => {
  it('writes the pin with its hemispheres and links to it on Google Maps', () => {
    expect(describePin({ latitude: 10.0159, longitude: 76.3419 })).toBe('10.01590° N, 76.34190° E');
    expect(describePin({ latitude: -33.8688, longitude: -151.2093 })).toBe('33.86880° S, 151.20930° W');
    expect(pinMapUrl({ latitude: 10.0159, longitude: 76.3419 })).toBe(
      'https://www.google.com/maps/search/?api=1&query=10.0159,76.3419',
    );
  });
});
