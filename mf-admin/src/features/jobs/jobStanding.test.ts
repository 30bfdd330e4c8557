import { jobStanding } from './jobStanding.ts';

const now = new Date('2026-06-01T12:00:00Z');

describe('jobStanding', () => {
  it('calls an approved job Published and any other a Draft', () => {
    expect(jobStanding({ job_status: 'approved', application_close_date: null }, now)).toBe('Published');
    expect(jobStanding({ job_status: 'pending', application_close_date: '2026-07-01' }, now)).toBe('Draft');
  });

  it('calls a job Expired once its close date has passed, published or not', () => {
    expect(jobStanding({ job_status: 'approved', application_close_date: '2026-05-31' }, now)).toBe('Expired');
    expect(jobStanding({ job_status: 'pending', application_close_date: '2026-05-31' }, now)).toBe('Expired');
  });
});
