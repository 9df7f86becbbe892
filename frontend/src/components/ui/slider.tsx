import * as SliderPrimitive from '@radix-ui/react-slider';
import { cn } from '@/lib/utils';

type RangeSliderProps = {
  /** Accessible names of the two thumbs (minimum, maximum). */
  thumbLabels: [string, string];
  min: number;
  max: number;
  step: number;
  value: [number, number];
  onValueChange: (value: [number, number]) => void;
  /** Fired when the user releases a thumb: the place to trigger a network query. */
  onValueCommit?: (value: [number, number]) => void;
  className?: string;
  dir?: 'ltr' | 'rtl';
};

export function RangeSlider({
  thumbLabels,
  min,
  max,
  step,
  value,
  onValueChange,
  onValueCommit,
  className,
  dir,
}: RangeSliderProps) {
  return (
    <SliderPrimitive.Root
      className={cn('relative flex h-5 w-full touch-none select-none items-center', className)}
      min={min}
      max={max}
      step={step}
      value={value}
      dir={dir}
      minStepsBetweenThumbs={0}
      onValueChange={(next) => onValueChange([next[0] ?? min, next[1] ?? max])}
      onValueCommit={(next) => onValueCommit?.([next[0] ?? min, next[1] ?? max])}
    >
      <SliderPrimitive.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-muted">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      {thumbLabels.map((label) => (
        <SliderPrimitive.Thumb
          key={label}
          aria-label={label}
          className="block h-5 w-5 rounded-full border-2 border-primary bg-background shadow focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
      ))}
    </SliderPrimitive.Root>
  );
}
