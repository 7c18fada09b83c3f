// The store forms' optional part (the operator's and the owner's): where the store is (typed, or read from a pasted
// Google Maps link, with the pin shown as text and a link to check it) and its opening hours per weekday.
import { useId, useState } from 'react';
import { describePin, type Pin, pinMapUrl, readPin } from '../lib/maps-link';
import type { StoreDetails } from '../lib/store-queries';
import { InputField } from './field';

type StorePlace = Pick<StoreDetails, 'latitude' | 'longitude' | 'openingHours'>;
export type OpeningDay = NonNullable<StorePlace['openingHours']>[number];

export interface PlaceValues {
  latitude: string;
  longitude: string;
  /** Null: no opening hours given. */
  openingHours: OpeningDay[] | null;
}

const WEEKDAYS: OpeningDay['day'][] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** What a new week starts as: Monday to Saturday 09:30 to 21:00, Sunday closed. */
function typicalWeek(): OpeningDay[] {
  return WEEKDAYS.map((day) => ({ day, closed: day === 'Sunday', open: '09:30', close: '21:00' }));
}

export function initialPlace(store: StorePlace | null): PlaceValues {
  return {
    latitude: store?.latitude?.toString() ?? '',
    longitude: store?.longitude?.toString() ?? '',
    openingHours: store?.openingHours ?? null,
  };
}

/** The pin the two fields hold, when both are numbers in range. */
function typedPin({ latitude, longitude }: PlaceValues): Pin | undefined {
  const reading = readPin(`${latitude},${longitude}`);
  return latitude.trim() && longitude.trim() && 'pin' in reading ? reading.pin : undefined;
}

/** The form fields the API reads: empty ones clear what is stored. */
export function appendPlace(form: FormData, place: PlaceValues): void {
  form.append('latitude', place.latitude.trim());
  form.append('longitude', place.longitude.trim());
  form.append('openingHours', place.openingHours ? JSON.stringify(place.openingHours) : '');
}

interface Props {
  place: PlaceValues;
  errors: Partial<Record<keyof PlaceValues, string>>;
  onChange: (changes: Partial<PlaceValues>) => void;
}

function PinFields({ place, errors, onChange }: Props) {
  const [link, setLink] = useState('');
  const [linkNote, setLinkNote] = useState<{ error?: string; read?: string }>({});
  const pin = typedPin(place);

  const readLink = (value: string) => {
    setLink(value);
    if (!value.trim()) {
      setLinkNote({});
      return;
    }
    const reading = readPin(value);
    if ('error' in reading) {
      setLinkNote({ error: reading.error });
      return;
    }
    setLinkNote({ read: `Read ${describePin(reading.pin)} from it.` });
    onChange({ latitude: String(reading.pin.latitude), longitude: String(reading.pin.longitude) });
  };

  const coordinate = (key: 'latitude' | 'longitude', label: string, placeholder: string) => (
    <InputField
      label={label}
      error={errors[key]}
      type="text"
      inputMode="decimal"
      value={place[key]}
      placeholder={placeholder}
      onValue={(value) => onChange({ [key]: value })}
    />
  );

  return (
    <fieldset className="span-2 form-section">
      <legend>Location on the map (optional)</legend>
      <InputField
        label="Google Maps link or coordinates"
        error={linkNote.error}
        type="text"
        inputMode="url"
        value={link}
        placeholder="https://www.google.com/maps/place/…/@10.0159,76.3419,17z"
        onValue={readLink}
      />
      {!linkNote.error && (
        <p className="muted field-hint" data-testid="pin-link-note">
          {linkNote.read ??
            'Paste the link from the browser’s address bar or “Share → Copy link”, or coordinates as Google Maps copies them. Short maps.app.goo.gl links can’t be read here: open one first, then copy the full address.'}
        </p>
      )}
      <div className="form-grid">
        {coordinate('latitude', 'Latitude', '10.0159')}
        {coordinate('longitude', 'Longitude', '76.3419')}
      </div>
      <p className="pin-preview" data-testid="pin-preview">
        {pin ? (
          <>
            Pin at {describePin(pin)}.{' '}
            <a href={pinMapUrl(pin)} target="_blank" rel="noopener noreferrer">
              Check it on Google Maps
            </a>
          </>
        ) : (
          <span className="muted">No pin: the store page links to a map search of the address instead.</span>
        )}
        {(place.latitude || place.longitude) && (
          <button
            type="button"
            className="button button-small"
            onClick={() => {
              setLink('');
              setLinkNote({});
              onChange({ latitude: '', longitude: '' });
            }}
          >
            Remove pin
          </button>
        )}
      </p>
    </fieldset>
  );
}

const EDGE_VERBS = { open: 'opens', close: 'closes' } as const;

interface TimeCellProps {
  entry: OpeningDay;
  edge: 'open' | 'close';
  onChange: (time: string) => void;
}

/** A day's opening or closing time ('Monday opens'); a day closed all day has none. */
function TimeCell({ entry, edge, onChange }: TimeCellProps) {
  return (
    <td>
      <input
        type="time"
        aria-label={`${entry.day} ${EDGE_VERBS[edge]}`}
        value={entry[edge]}
        disabled={entry.closed}
        required
        onChange={(e) => onChange(e.target.value)}
      />
    </td>
  );
}

function OpeningHoursEditor({ place, errors, onChange }: Props) {
  const week = place.openingHours;
  const headingId = useId();
  const setDay = (index: number, changes: Partial<OpeningDay>) =>
    onChange({ openingHours: week?.map((day, at) => (at === index ? { ...day, ...changes } : day)) ?? null });

  return (
    <fieldset className="span-2 form-section" aria-describedby={errors.openingHours ? `${headingId}-error` : undefined}>
      <legend>Opening hours (optional)</legend>
      <label className="checkbox-line">
        <input
          type="checkbox"
          checked={week !== null}
          onChange={(e) => onChange({ openingHours: e.target.checked ? typicalWeek() : null })}
        />
        Show opening hours on the store page
      </label>
      {week && (
        <>
          <table className="hours-table">
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Opens</th>
                <th scope="col">Closes</th>
                <th scope="col">
                  <span className="visually-hidden">Closed all day</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {week.map((entry, index) => (
                <tr key={entry.day}>
                  <th scope="row">{entry.day}</th>
                  <TimeCell entry={entry} edge="open" onChange={(open) => setDay(index, { open })} />
                  <TimeCell entry={entry} edge="close" onChange={(close) => setDay(index, { close })} />
                  <td>
                    <label className="checkbox-line">
                      <input
                        type="checkbox"
                        aria-label={`Closed on ${entry.day}`}
                        checked={entry.closed}
                        onChange={(e) => setDay(index, { closed: e.target.checked })}
                      />
                      Closed
                    </label>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <button
            type="button"
            className="button button-small"
            onClick={() => {
              const [monday] = week;
              if (monday) onChange({ openingHours: week.map((day) => ({ ...monday, day: day.day })) });
            }}
          >
            Use Monday’s hours for every day
          </button>
          <p className="muted field-hint">
            A closing time earlier than the opening time means after midnight (18:00 to 02:00 closes at 2 at night).
          </p>
        </>
      )}
      {errors.openingHours && (
        <p className="field-error" id={`${headingId}-error`}>
          {errors.openingHours}
        </p>
      )}
    </fieldset>
  );
}

/** The pin, then the opening hours. */
export function StorePlaceFields(props: Props) {
  return (
    <>
      <PinFields {...props} />
      <OpeningHoursEditor {...props} />
    </>
  );
}
