// Google Maps links that open the app on phones: a search for a place, a pin, and directions to either.
type Place = { latitude: number | null; longitude: number | null; parts: Array<string | undefined> };

function destination({ latitude, longitude, parts }: Place): string {
  if (latitude !== null && longitude !== null) return `${latitude},${longitude}`;
  return parts.filter((part) => part?.trim()).join(', ');
}

/** The place on a map: its pin when known, else a search for its name and address. */
export function mapUrl(place: Place): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(destination(place))}`;
}

/** Directions from where the visitor is to the place. */
export function directionsUrl(place: Place): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination(place))}`;
}
