// The admin's plain buttons (type="button"): a screen's main action, and the small buttons of rows and cards.
import type { ButtonHTMLAttributes } from 'react';

type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type' | 'className'>;

/** A screen's main action, e.g. 'Add New' beside the title. */
export function PrimaryButton(props: ButtonProps) {
  return <button type="button" className="button button-primary" {...props} />;
}

/** A destructive action beside a screen's main one, as large as it (Reject beside Approve). */
export function DangerButton(props: ButtonProps) {
  return <button type="button" className="button button-danger" {...props} />;
}

/** A row's or card's action; `danger` for one that deletes. */
export function SmallButton({ danger, ...props }: ButtonProps & { danger?: boolean }) {
  return (
    <button type="button" className={danger ? 'button button-small button-danger' : 'button button-small'} {...props} />
  );
}
