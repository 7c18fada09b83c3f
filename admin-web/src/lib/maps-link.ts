// Reads a store's pin from what an admin pastes: a Google Maps link in its common shapes, or coordinates as Google
// Maps copies them ("10.0159, 76.3419" or 10°00'57.2"N 76°20'30.8"E). Shortened links (maps.app.goo.gl, goo.gl/maps)
// only say where they lead when opened, which this form cannot do: it asks for the full link instead.

export interface Pin {
  latitude: number;
  longitude: number;
}

type PinReading = { pin: Pin } | { error: string };

export const SHORT_LINK_MESSAGE =
  "Short links (maps.app.goo.gl) can't be read here. Open the link in your browser, then copy the full address " +
  'from the address bar, or copy the coordinates from Google Maps.';
export const NO_PIN_MESSAGE =
  'No coordinates found. Paste a Google Maps link with the pin in it (…/@10.0159,76.3419,17z) or coordinates like ' +
  '10.0159, 76.3419.';
export const OUT_OF_RANGE_MESSAGE =
  'Those are not coordinates: latitude goes from -90 to 90, longitude from -180 to 180.';

const NUMBER = '([-+]?\\d{1,3}(?:\\.\\d+)?)';
const PAIR = `${NUMBER}\\s*,\\s*${NUMBER}`;

/** The shapes, most precise first: a place's own pin (!3d…!4d…, /place/lat,lng) beats the map's centre (@…). */
const SHAPES: readonly RegExp[] = [
  new RegExp(`!3d${NUMBER}!4d${NUMBER}`),
  new RegExp(`[?&](?:q|query|ll|sll|destination|daddr|center)=(?:loc:)?${PAIR}(?:[&#]|$)`),
  new RegExp(`/(?:place|search|dir)/(?:[^/]*/)*?${PAIR}(?:[/?,]|$)`),
  new RegExp(`@${PAIR}(?:,|$|/|\\?)`),
  new RegExp(`^${PAIR}$`),
];

const DMS =
  /^(\d{1,2})°\s*(\d{1,2})['′]\s*(\d{1,2}(?:\.\d+)?)["″]\s*([NS])[\s,]+(\d{1,3})°\s*(\d{1,2})['′]\s*(\d{1,2}(?:\.\d+)?)["″]\s*([EW])$/i;

function fromDms(match: RegExpExecArray): Pin {
  const [, latD, latM, latS, ns, lngD, lngM, lngS, ew] = match as unknown as string[];
  const degrees = (d?: string, m?: string, s?: string) => Number(d) + Number(m) / 60 + Number(s) / 3600;
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return {
    latitude: round(degrees(latD, latM, latS) * (ns?.toUpperCase() === 'S' ? -1 : 1)),
    longitude: round(degrees(lngD, lngM, lngS) * (ew?.toUpperCase() === 'W' ? -1 : 1)),
  };
}

function decoded(text: string): string {
  const plus = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(plus);
  } catch {
    return plus;
  }
}

export function readPin(input: string): PinReading {
  const text = decoded(input.trim());
  if (/^(https?:\/\/)?(maps\.app\.goo\.gl|goo\.gl\/maps|g\.co\/kgs)\//i.test(text))
    return { error: SHORT_LINK_MESSAGE };
  const dms = DMS.exec(text);
  let pin: Pin | undefined = dms ? fromDms(dms) : undefined;
  for (const shape of SHAPES) {
    if (pin) break;
    const match = shape.exec(text);
    if (match) pin = { latitude: Number(match[1]), longitude: Number(match[2]) };
  }
  if (!pin) return { error: NO_PIN_MESSAGE };
  if (Math.abs(pin.latitude) > 90 || Math.abs(pin.longitude) > 180) return { error: OUT_OF_RANGE_MESSAGE };
  return { pin };
}

/** '10.01590° N, 76.34190° E': the pin as text, to check at a glance which hemisphere it landed in. */
export function describePin({ latitude, longitude }: Pin): string {
  const part = (value: number, positive: string, negative: string) =>
    `${Math.abs(value).toFixed(5)}° ${value < 0 ? negative : positive}`;
  return `${part(latitude, 'N', 'S')}, ${part(longitude, 'E', 'W')}`;
}

/** Google Maps at the pin, to check it. */
export function pinMapUrl({ latitude, longitude }: Pin): string {
  return `https://www.google.com/maps/search/?api=1&query=${latitude},${longitude}`;
}
