// Runs work at every midnight in the region's time zone (the prerender trigger has its own timer, which also retries).
import { msUntilNextRegionDay } from './prerender-trigger.js';

export class DayBoundary {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly timeZone: string,
    private readonly run: () => void,
  ) {}

  start(): void {
    this.timer = setTimeout(
      () => {
        this.run();
        this.start();
      },
      msUntilNextRegionDay(this.timeZone, new Date()),
    );
    this.timer.unref();
  }

  stop(): void {
    clearTimeout(this.timer);
  }
}
