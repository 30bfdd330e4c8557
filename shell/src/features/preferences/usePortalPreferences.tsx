import { ControlOutlined } from '@trellis/ui/icons';
import { useState } from 'react';
import { PortalPreferencesDialog } from './PortalPreferencesDialog.tsx';

/** The settings menu entry and the dialog it opens. */
export function usePortalPreferences() {
  const [open, setOpen] = useState(false);
  return {
    settingsItem: { key: 'portal-preferences', label: 'Portal Preferences', icon: <ControlOutlined />, onSelect: () => setOpen(true) },
    dialog: open && <PortalPreferencesDialog onClose={() => setOpen(false)} />,
  };
}
