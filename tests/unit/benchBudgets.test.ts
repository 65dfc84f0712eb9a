import { describe, expect, it } from 'vitest';
import { BUDGETS, TBT_RATIO_UNSURE, tbtRatioNearLimit } from '../../scripts/benchBudgets';

describe('bench: which TBT ratios are measured again', () => {
  const limit = BUDGETS.totalBlockingTimeRatioMax.limit;

  it('takes ratios within the band on either side of the limit, edges included', () => {
    for (const ratio of [limit - TBT_RATIO_UNSURE, limit - 0.05, limit, limit + 0.05, limit + TBT_RATIO_UNSURE]) {
      expect(tbtRatioNearLimit(ratio), String(ratio)).toBe(true);
    }
  });

  it('leaves clear passes, clear misses and unmeasured pages to their first runs', () => {
    for (const ratio of [0, 0.5, limit - TBT_RATIO_UNSURE - 0.01, limit + TBT_RATIO_UNSURE + 0.01, 3]) {
      expect(tbtRatioNearLimit(ratio), String(ratio)).toBe(false);
    }
    expect(tbtRatioNearLimit(null)).toBe(false);
  });
});
