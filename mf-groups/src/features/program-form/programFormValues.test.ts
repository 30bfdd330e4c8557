import { bodyOfValues } from './programFormValues.ts';

describe("a circle's Google Classroom course id in the form's body", () => {
  it('is sent, trimmed or cleared, where the form shows it', () => {
    expect(bodyOfValues({ google_classroom_id: ' 734918265013 ' }, 'circle', true).google_classroom_id).toBe('734918265013');
    expect(bodyOfValues({ google_classroom_id: '' }, 'circle', true).google_classroom_id).toBeNull();
  });

  it('is left out where the form does not show it, so saving keeps the stored one', () => {
    expect(bodyOfValues({ name: 'A circle' }, 'circle', false)).not.toHaveProperty('google_classroom_id');
  });
});
