import { afterEach, describe, expect, it, vi } from 'vitest';
import { DayBoundary } from '../../src/services/day-boundary.js';

afterEach(() => {
  vi.useRealTimers();
});

describe('DayBoundary', () => {
  it('runs just after each midnight in the region, not at UTC midnight', () => {
    vi.useFakeTimers();
    // 23:59:58 on 10 March 2031 in Asia/Kolkata (UTC+5:30).
    vi.setSystemTime(new Date('2031-03-10T18:29:58.000Z'));
    const run = vi.fn();
    const boundary = new DayBoundary('Asia/Kolkata', run);
    boundary.start();

    vi.advanceTimersByTime(1_000);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_500);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5.5 * 3_600_000);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(18.5 * 3_600_000);
    expect(run).toHaveBeenCalledTimes(2);

    boundary.stop();
    vi.advanceTimersByTime(48 * 3_600_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('runs at a later hour of the region day when given one', () => {
    vi.useFakeTimers();
    // 08:59:58 on 10 March 2031 in Asia/Kolkata.
    vi.setSystemTime(new Date('2031-03-10T03:29:58.000Z'));
    const run = vi.fn();
    const boundary = new DayBoundary('Asia/Kolkata', run, 9);
    boundary.start();

    vi.advanceTimersByTime(1_000);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2_500);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(23 * 3_600_000);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3_600_000);
    expect(run).toHaveBeenCalledTimes(2);
    boundary.stop();
  });
});
