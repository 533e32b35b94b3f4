/** @vitest-environment jsdom */
import { describe, expect, it } from 'vitest';
import { APPLY_POPUPS } from '../apply-popup-keys';
import { registerApplyPopups } from '../apply-popups';

describe('the application popups', () => {
  it('register a view under each key the app registers lazily, and under no other', () => {
    const keys: string[] = [];
    registerApplyPopups({ register: (key) => void keys.push(key) });
    expect(keys).toEqual([...APPLY_POPUPS]);
    expect(APPLY_POPUPS).toEqual(['job-submit-resume', 'job-submit-form', 'job-select-result', 'live-job-send']);
  });
});
