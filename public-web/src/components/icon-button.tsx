// Buttons that show only an icon, named for assistive technology by their label.
import { useMessages } from '../lib/i18n/messages';
import { Icon, type IconName } from './icons';

interface IconButtonProps {
  icon: IconName;
  label: string;
  onClick: () => void;
  /** Classes beside `icon-button` (placement, `on-image`). */
  className?: string;
  iconSize?: number;
}

export function IconButton({ icon, label, onClick, className, iconSize }: IconButtonProps) {
  return (
    <button
      type="button"
      className={className ? `icon-button ${className}` : 'icon-button'}
      aria-label={label}
      onClick={onClick}
    >
      <Icon name={icon} size={iconSize} />
    </button>
  );
}

/** Plays or pauses a carousel: "Pause banners" while it moves, "Play banners" while it stands still. */
export function PlayPauseButton({
  paused,
  onToggle,
  what,
  className,
}: {
  paused: boolean;
  onToggle: () => void;
  what: string;
  className?: string;
}) {
  const m = useMessages();
  return (
    <IconButton
      icon={paused ? 'play' : 'pause'}
      iconSize={18}
      label={paused ? m.play(what) : m.pause(what)}
      onClick={onToggle}
      className={className}
    />
  );
}
