import { describe, expect, it } from 'vitest';
import { pickBusinessProcessTask } from './business-process-task';

describe('/business-process-store/task', () => {
  it('opens a signed-in customer’s request when the address names one', () => {
    expect(pickBusinessProcessTask(new URLSearchParams('process=5f0c'), true)).toBe('request');
  });

  it('opens the onboarding application otherwise', () => {
    expect(pickBusinessProcessTask(new URLSearchParams('process=5f0c'), false)).toBe('onboarding');
    expect(pickBusinessProcessTask(new URLSearchParams(''), true)).toBe('onboarding');
  });
});
