// A labelled form control with its inline error right below it, and the text, choice and long-text controls written
// with it: each binds its value and reports the new one, so a form declares a field in a few lines.
import {
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';

interface FieldProps {
  label: string;
  error?: string;
  children: (props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

export function Field({ label, error, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

/** What every bound control takes besides its element's own attributes. */
interface Bound {
  label: string;
  error?: string;
  value: string;
  onValue: (value: string) => void;
}

type Attributes<T> = Omit<T, 'value' | 'onChange' | 'id'>;
type ControlProps = Parameters<FieldProps['children']>[0] & {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
};

/** A labelled control bound to a value: `render` draws the element from the control's props and its own attributes. */
function boundControl<Own>(render: (control: ControlProps, own: Own) => ReactNode) {
  return function BoundControl({ label, error, value, onValue, ...own }: Bound & Own) {
    return (
      <Field label={label} error={error}>
        {(props) => render({ ...props, value, onChange: (e) => onValue(e.target.value) }, own as Own)}
      </Field>
    );
  };
}

export const InputField = boundControl<Attributes<InputHTMLAttributes<HTMLInputElement>>>((control, input) => (
  <input {...input} {...control} />
));

export const TextAreaField = boundControl<Attributes<TextareaHTMLAttributes<HTMLTextAreaElement>>>(
  (control, textarea) => <textarea {...textarea} {...control} />,
);

/** An option whose text is not its value, e.g. a store's name for its id. */
interface Choice {
  value: string;
  label: string;
}

function choiceOf(option: string | Choice): Choice {
  return typeof option === 'string' ? { value: option, label: option } : option;
}

/**
 * A choice: `choose` is the empty option's text, `options` the values (each its own text, or with its label); or
 * options as children.
 */
export const SelectField = boundControl<
  Attributes<SelectHTMLAttributes<HTMLSelectElement>> & { choose?: string; options?: readonly (string | Choice)[] }
>((control, { choose, options, children, ...select }) => (
  <select {...select} {...control}>
    {choose !== undefined && <option value="">{choose}</option>}
    {options?.map(choiceOf).map(({ value, label }) => (
      <option key={value} value={value}>
        {label}
      </option>
    ))}
    {children}
  </select>
));

/**
 * `{...bind('title', title, setTitle)}`: a control's error, value and onValue, which sets the value and clears the
 * field's error.
 */
export function fieldBinder(errorOf: (field: string) => string | undefined, edited: (field: string) => void) {
  return (field: string, value: string, set: (value: string) => void) => ({
    error: errorOf(field),
    value,
    onValue: (next: string) => {
      set(next);
      edited(field);
    },
  });
}
