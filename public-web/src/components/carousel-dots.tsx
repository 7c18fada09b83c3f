// Dots that jump to a slide, with 44 px tap targets; the current one is marked for assistive technology too.
interface Props {
  count: number;
  current: number;
  label: (index: number) => string;
  onSelect: (index: number) => void;
}

export function CarouselDots({ count, current, label, onSelect }: Props) {
  return Array.from({ length: count }, (_, index) => (
    <button
      // biome-ignore lint/suspicious/noArrayIndexKey: dots are positional
      key={index}
      type="button"
      className={`dot${index === current ? ' is-active' : ''}`}
      aria-label={label(index)}
      aria-current={index === current}
      onClick={() => onSelect(index)}
    />
  ));
}
