import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { MESSAGES } from '@trellis/contracts/messages';
import platformVersionPlugin from '../federation/platformVersionPlugin.ts';
import { PlatformNotice } from '../layout/PlatformNotice.tsx';
import { platformBuilds } from './platformBuilds.ts';
import { platformNotice, reportPlatformFits } from './platformNotice.ts';

type AfterLoadManifest = NonNullable<ReturnType<typeof platformVersionPlugin>['afterLoadManifest']>;

/** What the federation runtime hands the plugin once it has read a remote's manifest. */
function manifestRead(name: string, buildInfo: Record<string, unknown>) {
  const read = { moduleInfo: { name, entry: `/remotes/${name}/mf-manifest.json` }, manifestJson: { metaData: { buildInfo } } };
  return platformVersionPlugin().afterLoadManifest!(read as unknown as Parameters<AfterLoadManifest>[0]);
}

beforeEach(() => vi.stubEnv('TRELLIS_PLATFORM_VERSION', '1.4.0'));
afterEach(() => vi.unstubAllEnvs());

describe('what the shell says about a remote built against another platform version', () => {
  it('says nothing for the same version or an older one of the same major version', () => {
    expect(platformNotice('1.4.0')).toBeNull();
    expect(platformNotice('1.0.0')).toBeNull();
  });

  it('warns in words when the remote needs a newer platform than the page provides', () => {
    expect(platformNotice('1.5.0')).toBe(MESSAGES.platform.needsNewer('1.5.0', '1.4.0'));
    expect(platformNotice('1.5.0')).toContain('built for platform version 1.5.0, newer than the 1.4.0 this page provides');
  });

  it('warns when the remote was built for an older major version', () => {
    expect(platformNotice('0.9.0')).toBe(MESSAGES.platform.tooOld('0.9.0', '1.4.0'));
  });

  it('says nothing to the member while the manifest is unread or records no version', () => {
    expect(platformNotice(undefined)).toBeNull();
    expect(platformNotice(null)).toBeNull();
  });
});

describe('the platform version plugin', () => {
  it('notes the version a remote manifest records, and null when it records none', async () => {
    await manifestRead('mf_plugin_recorded', { buildVersion: '1.0.0', platformVersion: '1.3.0' });
    await manifestRead('mf_plugin_unrecorded', { buildVersion: '1.0.0' });
    expect(platformBuilds.get('mf_plugin_recorded')).toBe('1.3.0');
    expect(platformBuilds.get('mf_plugin_unrecorded')).toBeNull();
  });
});

describe('the warning above an area', () => {
  it('shows once the manifest of a remote needing a newer platform is read, and not for one that fits', async () => {
    render(
      <>
        <PlatformNotice area="mf_newer" />
        <PlatformNotice area="mf_older" />
      </>,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await act(() => manifestRead('mf_newer', { platformVersion: '1.5.0' }));
    await act(() => manifestRead('mf_older', { platformVersion: '1.3.0' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.platform.needsNewer('1.5.0', '1.4.0'));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('is written to the console once per remote that does not fit, or that records no version', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const stop = reportPlatformFits();
      await manifestRead('mf_console_newer', { platformVersion: '2.0.0' });
      await manifestRead('mf_console_fits', { platformVersion: '1.4.0' });
      await manifestRead('mf_console_unknown', {});
      await manifestRead('mf_console_newer', { platformVersion: '2.0.0' });
      stop();
      const lines = warn.mock.calls.map((call) => String(call[0]));
      expect(lines.filter((line) => line.includes('mf_console_newer'))).toEqual([
        `[shell] mf_console_newer: ${MESSAGES.platform.needsNewer('2.0.0', '1.4.0')}`,
      ]);
      expect(lines.some((line) => line.includes('mf_console_fits'))).toBe(false);
      expect(lines).toContain('[shell] mf_console_unknown does not record the platform version it was built against.');
    } finally {
      warn.mockRestore();
    }
  });
});
