// Runs work every day when the region's clocks show an hour: midnight unless told (the prerender trigger has its own
// timer, which also retries).
import { msUntilRegionHour } from '../lib/region-time.js';

export class DayBoundary {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly timeZone: string,
    private readonly run: () => void,
    private readonly hour = 0,
  ) {}

  start(): void {
    this.timer = setTimeout(
      () => {
        this.run();
        this.start();
      },
      msUntilRegionHour(this.timeZone, new Date(), this.hour),
    );
    this.timer.unref();
  }

  stop(): void {
    clearTimeout(this.timer);
  }
}
