import { Alert, App, Button, Card, Flex, Typography } from '@trellis/ui/antd';
import { Radio, Input } from '@trellis/ui/antd/fields';
import { useState } from 'react';
import { useLocation, useSearchParams } from '@trellis/ui/router';
import { call, formErrorMessage, useCall } from '@trellis/platform/api-client';
import { profileEndpoints, siteConfigEndpoints } from '@trellis/contracts/endpoints';
import { MESSAGES } from '@trellis/contracts/messages';
import { profileCompleteness } from '@trellis/contracts/profile-completeness';
import { useSession } from '@trellis/platform/session';
import { useSite } from '@trellis/platform/site';
import { FileUploader, PageSkeleton } from '@trellis/ui';
import { useOwnProfile } from '../../profile-data/useOwnProfile.ts';
import { ImportDone } from './ImportDone.tsx';
import { ProfileWizard } from './ProfileWizard.tsx';

type Entry = 'linkedin' | 'resume' | 'form';
/** Past the entry choice: an entry started, an import done (Specific Needs next), or the career steps after one. */
type Stage = Entry | 'imported' | 'career';
const ENTRIES: { value: Entry; label: string }[] = [
  { value: 'linkedin', label: 'Import from LinkedIn (about 10 seconds)' },
  { value: 'resume', label: 'Upload your resume (about 15 seconds)' },
  { value: 'form', label: 'Fill in the form (about 30 seconds)' },
];

/**
 * /registration: choose how to fill the profile, then import or walk the wizard. Every arrival starts from what the
 * address asks: when the layout's guard sends a member here from the end of the wizard (their site still needs its own
 * step), the page asks that step instead of showing the end again.
 */
export function RegistrationPage() {
  const { key } = useLocation();
  return <Registration key={key} />;
}

function Registration() {
  const { message } = App.useApp();
  const variant = useSite((state) => state.config?.site.variant) ?? 'general';
  const { data: identity, mutate } = useOwnProfile();
  const { data: options } = useCall(siteConfigEndpoints.options);
  // The wizard starts from what the member already answered, as the server turns it into form values.
  const { data: stored, mutate: reloadStored } = useCall(profileEndpoints.own);
  const { data: imports } = useCall(profileEndpoints.importOptions);
  // The layout's redirects say what is missing: ?step=basic opens the variant's own step, ?step=advanced the resume entry.
  const [params] = useSearchParams();
  const asked = params.get('step');
  const [entry, setEntry] = useState<Entry>(asked === 'advanced' ? 'resume' : 'form');
  const [started, setStarted] = useState<Stage | null>(asked === 'basic' ? 'form' : null);
  const [url, setUrl] = useState('');
  const [urlError, setUrlError] = useState<string | null>(null);

  if (!identity || !options || !stored) return <PageSkeleton />;
  const wizard = {
    variant,
    options,
    identity,
    values: stored.values,
    // The layout's completeness guard reads the session's identity: it must hold the saved answers before the
    // member leaves the wizard, or "Go to Profile" is sent straight back here. A wizard opened later starts from
    // the saved answers too.
    onSaved: async () => {
      const [fresh] = await Promise.all([mutate().catch(() => undefined), reloadStored().catch(() => undefined)]);
      if (fresh) useSession.getState().setIdentity(fresh);
    },
  };
  if (started === 'form') return <ProfileWizard key="form" {...wizard} />;
  if (started === 'career') return <ProfileWizard key="career" {...wizard} startAt="role" />;
  if (started === 'imported') {
    return (
      <ProfileWizard
        key="imported"
        {...wizard}
        only={['needs']}
        completion={<ImportDone identity={identity} variant={variant} onCompleteCareer={() => setStarted('career')} />}
      />
    );
  }

  async function afterImport() {
    const [fresh] = await Promise.all([mutate().catch(() => undefined), reloadStored().catch(() => undefined)]);
    // When the import answered all this site's layout asks for, Specific Needs would only delay the member:
    // a reload lets the layout's guards take them on with the identity the import produced.
    if (fresh && profileCompleteness(fresh, variant) === 'none') window.location.reload();
    else setStarted('imported');
  }

  async function importLinkedin() {
    if (!url.trim()) return setUrlError(MESSAGES.registration.linkedinUrlRequired);
    try {
      await call(profileEndpoints.linkedinImport, { body: { url: url.trim() } });
    } catch {
      message.error(MESSAGES.registration.linkedinFailed);
      return;
    }
    await afterImport();
  }

  const choices = ENTRIES.filter((item) => item.value !== 'linkedin' || imports?.linkedin);
  return (
    <Card>
      <Typography.Title level={2}>Complete your profile</Typography.Title>
      {started === 'resume' ? (
        <FileUploader
          accept={['pdf', 'docx']}
          upload={async (file, onProgress) => {
            const form = new FormData();
            form.append('file', file);
            form.append('update_profile', 'true');
            await call(profileEndpoints.uploadResume, { body: form }, { onProgress });
          }}
          onDone={() => void afterImport()}
          onError={(error) => message.error(formErrorMessage(error, MESSAGES.registration.resumeFailed))}
        />
      ) : (
        <Flex vertical gap={16}>
          <Radio.Group
            value={entry}
            onChange={(event) => setEntry(event.target.value as Entry)}
            options={choices}
            style={{ display: 'grid', gap: 8 }}
          />
          {entry === 'linkedin' ? (
            <div>
              <Input
                aria-label="LinkedIn URL"
                value={url}
                onChange={(event) => setUrl(event.target.value)}
                placeholder="https://www.linkedin.com/in/…"
              />
              {urlError ? <Alert type="error" showIcon title={urlError} style={{ marginTop: 8 }} /> : null}
            </div>
          ) : null}
          <Button type="primary" onClick={() => (entry === 'linkedin' ? void importLinkedin() : setStarted(entry))}>
            Continue
          </Button>
        </Flex>
      )}
    </Card>
  );
}
