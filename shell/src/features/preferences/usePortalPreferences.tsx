import { ControlOutlined } from '@trellis/ui/icons/frame';
import { lazyScreen } from '@trellis/ui/remote';
import { Suspense, useState } from 'react';

// The dialog's steps, descriptions and choices are antd modules the frame never shows otherwise: fetched on opening.
const PortalPreferencesDialog = lazyScreen(
  () => import('./PortalPreferencesDialog.tsx'),
  (module) => module.PortalPreferencesDialog,
);

/** The settings menu entry and the dialog it opens. */
export function usePortalPreferences() {
  const [open, setOpen] = useState(false);
  return {
    settingsItem: { key: 'portal-preferences', label: 'Portal Preferences', icon: <ControlOutlined />, onSelect: () => setOpen(true) },
    dialog: open && (
      <Suspense fallback={null}>
        <PortalPreferencesDialog onClose={() => setOpen(false)} />
      </Suspense>
    ),
  };
}
